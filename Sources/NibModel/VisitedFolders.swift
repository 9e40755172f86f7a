#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folders a recursive walk has entered, known by device and inode (symbolic links
/// followed), so that each folder is entered once however many paths lead to it.
///
/// Every walk of a project folder goes through one: a link back up the tree (`loop -> ..`)
/// would otherwise be followed until paths grow too long, and a few links to the same folder
/// nested in each other multiply the walk exponentially. A project from a stranger's pull
/// request can hold either.
public struct VisitedFolders: Sendable {
    private struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    private var entered: Set<Identity> = []
    /// How `enterAndList` lists a folder; nil: `list`.
    private let listing: (@Sendable (String, stat) -> [FolderEntry]?)?

    /// A set that has entered no folder yet; it lists folders with `list`.
    public init() {
        listing = nil
    }

    /// A set that has entered no folder yet, and lists each folder it enters with `listing`,
    /// given the folder's path and status (`stat`, links followed, taken before the listing):
    /// a memo of earlier walks (the lint cache's) lists again only the folders whose status
    /// changed.
    public init(listing: @escaping @Sendable (String, stat) -> [FolderEntry]?) {
        self.listing = listing
    }

    /// True the first time a folder is met, false when it was entered before (by this path or
    /// another) or cannot be examined.
    public mutating func enter(_ path: String) -> Bool {
        status(ifEntering: path) != nil
    }

    /// The folder's status (`stat`, links followed) the first time it is met; nil when it was
    /// entered before or cannot be examined.
    private mutating func status(ifEntering path: String) -> stat? {
        var info = stat()
        guard stat(path, &info) == 0,
              entered.insert(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { return nil }
        return info
    }

    /// Enters a folder (as `enter`) and lists it (`list`, or the set's `listing`); nil when the
    /// folder was entered before or cannot be listed.
    public mutating func enterAndList(_ path: String) -> [FolderEntry]? {
        guard let status = status(ifEntering: path) else { return nil }
        return listing.map { $0(path, status) } ?? Self.list(path)?.entries
    }

    /// A folder's entries sorted by name, "." and ".." left out, and whether the kind of any
    /// was looked up through a link (or for an entry the listing does not type): that kind can
    /// change while the folder stays as it was. Nil when the folder cannot be listed. Read with
    /// `readdir`, whose entry types spare a `stat` for all but links: FileManager's listing
    /// and its per-entry `fileExists` cost more than the rest of a project walk.
    public static func list(_ path: String) -> (entries: [FolderEntry], followsLinks: Bool)? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var entries: [FolderEntry] = []
        var followsLinks = false
        while let entry = readdir(folder) {
            // The name is read in place, up to its NUL: `entry.pointee.d_name` would copy the
            // whole 256-byte field, and the system allocates an entry only as long as its name
            // (AddressSanitizer found the read past the end of the listing's buffer).
            let name = String(cString: UnsafeRawPointer(entry)
                .advanced(by: MemoryLayout<dirent>.offset(of: \dirent.d_name)!)
                .assumingMemoryBound(to: CChar.self))
            if name == "." || name == ".." { continue }
            let kind: FolderEntry.Kind
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): kind = .folder
            case Int32(DT_REG): kind = .file
            default:
                kind = FolderEntry.kind(at: path.hasSuffix("/") ? path + name : path + "/" + name)
                followsLinks = true
            }
            entries.append(FolderEntry(name: name, kind: kind))
        }
        return (entries.sorted { $0.name < $1.name }, followsLinks)
    }
}

/// One name in a folder listing.
public struct FolderEntry: Sendable, Equatable {
    /// What a name in a folder leads to, links followed.
    public enum Kind: Sendable, Equatable {
        case file, folder
        /// A link to nothing, or an entry that cannot be examined.
        case missing
    }

    /// The entry's name within its folder (no path).
    public let name: String
    /// What the name leads to, links followed.
    public let kind: Kind

    /// An entry named `name` that leads to `kind` (as a listing, or a memo of one, gives it).
    public init(name: String, kind: Kind) {
        self.name = name
        self.kind = kind
    }

    /// What `path` leads to, links followed: `.missing` when nothing (or it cannot be examined).
    public static func kind(at path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    /// `path` as the file system spells it, when it is not there as written but is with some
    /// of its names in another case: Xcode's projects live on macOS's case-insensitive volumes,
    /// where a project file's `kit/Kit.xcodeproj` opens the folder `Kit/` (a first run: two
    /// apps whose project file writes a git submodule's folder in lower case).
    /// `path` itself when it is there; nil when a name matches no entry of its folder, or
    /// several that differ only in case (nothing tells which the Mac would open).
    public static func resolvingCase(_ path: String) -> String? {
        guard kind(at: path) == .missing else { return path }
        var resolved = path.hasPrefix("/") ? "/" : ""
        func inResolved(_ name: String) -> String { resolved.isEmpty || resolved.hasSuffix("/") ? resolved + name : resolved + "/" + name }
        for name in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            if name == "." || name == ".." || kind(at: inResolved(name)) != .missing {
                resolved = inResolved(name)
                continue
            }
            let folded = name.lowercased()
            let matches = (VisitedFolders.list(resolved.isEmpty ? "." : resolved)?.entries ?? []).filter { $0.name.lowercased() == folded }
            guard matches.count == 1 else { return nil }
            resolved = inResolved(matches[0].name)
        }
        return resolved
    }
}

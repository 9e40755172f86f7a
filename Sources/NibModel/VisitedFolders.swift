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

    public init() {}

    /// True the first time a folder is met, false when it was entered before (by this path or
    /// another) or cannot be examined.
    public mutating func enter(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return entered.insert(Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted
    }
}

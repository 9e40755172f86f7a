#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SourceScan
import NibModel

/// Modules and classes whose declarations are outside the tree: the project's Swift packages
/// (`Package.resolved`, the Xcode project's package products), pods (`Podfile.lock`,
/// `Podfile`), Carthage frameworks (`Cartfile`, `Cartfile.resolved`), binary frameworks in the
/// tree (`Name.framework`, `Name.xcframework`) or linked by a target from outside the project
/// and the SDK, and what the configuration names
/// (`external_modules`, `external_classes`). The connection checks do not judge their classes.
public struct ExternalDependencies: Sendable, Hashable {
    /// Module names (`Alamofire`, `Lottie`).
    public var modules: Set<String>
    /// Class names, as documents write them.
    public var classes: Set<String>
    /// The modules among `modules` that the configuration names (`external_modules`): outside
    /// on purpose, so their classes are not listed as unchecked (`connections-skipped`).
    public var configuredModules: Set<String> = []
    /// Sub-projects the project references that are not on disk (a git submodule not checked
    /// out): any class of the process may implement what only they declare.
    public var missingProjects: [String] = []
    /// Objective-C class names the tree's C# code registers (`registeredClassNames`).
    public var registeredClasses: Set<String> = []

    /// Dependencies of these modules and classes.
    public init(modules: Set<String> = [], classes: Set<String> = []) {
        self.modules = modules
        self.classes = classes
    }

    /// Whether anything outside the tree may declare classes: then an unknown class without a
    /// module may be one of theirs.
    public var isEmpty: Bool { modules.isEmpty && classes.isEmpty }

    /// The dependency that may declare an Objective-C class, judged by name: the class is named
    /// like it (`DCRoundSwitch` from the pod `DCRoundSwitch`), or both start with the same
    /// prefix of two or more capitals (`MHGalleryController` from `MHVideoPhotoGallery`): the
    /// Objective-C convention for a library's classes, unless the project's own classes use
    /// that prefix (`ownPrefixes`: first runs, an app's `RB…` classes beside in-house `RB…` pods
    /// and `SEB…` classes beside a library of that prefix, renamed classes taken for the
    /// dependency's). nil when no dependency matches.
    public func dependency(declaring className: String, ownPrefixes: Set<String> = []) -> String? {
        if modules.contains(className) { return className }
        guard let prefix = Self.classPrefix(className), !ownPrefixes.contains(String(prefix)) else { return nil }
        return modules.sorted().first { Self.classPrefix($0) == prefix }
    }

    /// The dependency whose whole name, in any case, a class's name starts with, followed by a
    /// new word (`HNHUIScrollView` from `HNHUi`). Weaker evidence than `dependency(declaring:)`:
    /// an app's own classes are often named after a library they wrap (`SpeexSettingsSheet` in
    /// an app linking `Speex`), so it is asked only of a class no scanned class resembles.
    public func dependency(namedAtTheStartOf className: String) -> String? {
        modules.sorted().first { Self.startsWithName(className, of: $0) }
    }

    /// Whether `className` starts with `module`'s name, in any case, and goes on with a capital
    /// (a new word): `HNHUIScrollView` with `HNHUi`, not `KitchenView` with `Kit`. Names of
    /// fewer than three letters say too little.
    static func startsWithName(_ className: String, of module: String) -> Bool {
        guard module.count >= 3, className.count > module.count,
              className.prefix(module.count).lowercased() == module.lowercased() else { return false }
        return className.dropFirst(module.count).first?.isUppercase == true
    }

    /// The referenced sub-project that is not on disk whose name a class's resembles: the two
    /// start alike for six letters or more (`GitHubUpdater` and `GitHubUpdates`), or the class's
    /// prefix of three capitals or more is in the project's name, in any case (`GPGOptions` and
    /// `Libmacgpg`). A missing sub-project may declare any class, but an app's own classes keep
    /// its prefix: in the first-run apps with missing sub-projects, 15 findings name classes
    /// declared nowhere; 6 resemble a missing sub-project (an updater's, a GPG library's), 9
    /// resemble none (deleted controllers among them) and stay judged.
    public func missingProject(resembling className: String) -> String? {
        missingProjects.first { path in
            let name = PathNames.baseName(path).lowercased(), lowered = className.lowercased()
            if zip(lowered, name).prefix(while: { $0 == $1 }).count >= 6 { return true }
            guard let prefix = Self.classPrefix(className), prefix.count >= 3 else { return false }
            return name.contains(prefix.lowercased())
        }
    }

    /// `MHGalleryController` -> `MH`, `SPUUpdater` -> `SPU`; nil without two leading capitals.
    static func classPrefix(_ name: String) -> Substring? {
        let capitals = name.prefix { $0.isUppercase }
        // The last capital before a lower-case letter starts the first word (`G` of `Gallery`).
        let prefix = capitals.count < name.count ? capitals.dropLast() : capitals
        return prefix.count >= 2 ? prefix : nil
    }

    /// The Objective-C names C# files give their classes: `[Register ("Name")]` (Xamarin, .NET
    /// for iOS and macOS; also `[Foundation.Register("Name", true)]`, `RegisterAttribute`), the
    /// name nibs write and the runtime finds, the class's members in C#, which NibKit does not
    /// read (a first run: an app's 45 classes reported declared nowhere). Read from the files'
    /// bytes; an unreadable file names none.
    static func registeredClassNames(inFiles paths: [String]) -> Set<String> {
        let marker = Array("Register".utf8), suffix = Array("Attribute".utf8)
        var names = Set<String>()
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            var index = 0
            while let start = ByteText.firstIndex(of: marker, in: bytes, from: index) {
                index = start + marker.count
                guard ByteText.startsWord(at: start, in: bytes) else { continue }
                // `Register ("Name")` or `Register ("Name", true)`: blanks, `(`, blanks, a string.
                var position = index
                if bytes[position...].starts(with: suffix) { position += suffix.count }
                func skipBlanks() { while position < bytes.count, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 } }
                skipBlanks()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "(") else { continue }
                position += 1
                skipBlanks()
                guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { continue }
                let nameStart = position + 1
                var nameEnd = nameStart
                while nameEnd < bytes.count, ByteText.isIdentifier(bytes[nameEnd]) || bytes[nameEnd] == UInt8(ascii: ".") { nameEnd += 1 }
                guard nameEnd > nameStart, nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "\"") else { continue }
                names.insert(String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self))
            }
        }
        return names
    }

    /// The dependencies the manifests in `roots` (each root folder and each project's folder) and
    /// the projects name.
    static func find(under roots: [String], projects: [String], frameworks: [String], targets: ProjectTargets) -> ExternalDependencies {
        var modules = targets.packageProducts.union(targets.linkedFrameworks)
        for manifest in manifests(under: roots, projects: projects) {
            modules.formUnion(read(manifest.path).map(manifest.names) ?? [])
        }
        for framework in frameworks {
            let name = PathNames.fileName(framework)
            modules.insert(String(name.prefix { $0 != "." }))
        }
        return ExternalDependencies(modules: modules)
    }

    /// The manifests `find` reads (most are absent), each with how to take the dependency
    /// names from its text: those of each root folder and each project's folder, and the
    /// projects' own `Package.resolved`.
    static func manifests(under roots: [String], projects: [String]) -> [(path: String, names: @Sendable (String) -> [String])] {
        var manifests: [(path: String, names: @Sendable (String) -> [String])] = []
        var folders = Set(roots.filter { FolderEntry.kind(at: $0) == .folder })
        for project in projects {
            folders.insert(PathNames.folder(project))
            for resolved in [project + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", project + "/xcshareddata/swiftpm/Package.resolved"] {
                manifests.append((resolved, packageNames))
            }
        }
        for folder in folders.sorted() {
            let base = folder.hasSuffix("/") ? folder : folder + "/"
            manifests += [(base + "Package.resolved", packageNames), (base + "Podfile.lock", podNames), (base + "Podfile", podfileNames),
                          (base + "Cartfile", cartfileNames), (base + "Cartfile.resolved", cartfileNames)]
        }
        return manifests
    }

    private static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// `Package.resolved` (every version): the repository name of each pin's URL
    /// (`"location"` / `"repositoryURL"`), and its `"package"` name where version 1 gives one.
    static func packageNames(_ text: String) -> [String] {
        var names: [String] = []
        for key in ["\"location\"", "\"repositoryURL\"", "\"package\""] {
            for piece in text.split(separator: key).dropFirst() {
                guard let open = piece.firstIndex(of: "\"") else { continue }
                let value = piece[piece.index(after: open)...].prefix { $0 != "\"" }
                var name = value.split(separator: "/").last.map(String.init) ?? String(value)
                if name.hasSuffix(".git") { name.removeLast(4) }
                if !name.isEmpty { names.append(name) }
            }
        }
        return names
    }

    /// `Podfile.lock`: the `  - Name (1.0)` entries of `PODS:` (subspecs `Name/Core` are `Name`).
    static func podNames(_ text: String) -> [String] {
        var names: [String] = []
        var inPods = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if !line.hasPrefix(" ") && !line.isEmpty { inPods = line.hasPrefix("PODS:") }
            guard inPods, line.hasPrefix("  - ") else { continue }
            let entry = line.dropFirst(4).prefix { $0 != " " && $0 != "/" && $0 != ":" }
            names.append(String(entry.filter { $0 != "\"" }))
        }
        return names
    }

    /// `Podfile`: `pod 'Name'` / `pod "Name/Sub"`.
    static func podfileNames(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("pod ") else { return nil }
            let quoted = trimmed.dropFirst(4).drop { $0 == " " || $0 == "(" }
            guard let quote = quoted.first, quote == "'" || quote == "\"" else { return nil }
            let name = quoted.dropFirst().prefix { $0 != quote && $0 != "/" }
            return name.isEmpty ? nil : String(name)
        }
    }

    /// `Cartfile`: `github "owner/Name"`, `git "https://…/Name.git"`, `binary "…/Name.json"`.
    static func cartfileNames(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\"")
            guard parts.count >= 2, ["github", "git", "binary"].contains(parts[0].filter { $0 != " " && $0 != "\t" }) else { return nil }
            var name = parts[1].split(separator: "/").last.map(String.init) ?? ""
            for suffix in [".git", ".json"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
            return name.isEmpty ? nil : name
        }
    }
}

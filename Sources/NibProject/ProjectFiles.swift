#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel
import SourceScan

/// Finds a project's Interface Builder documents and source files under its roots.
///
/// Build products, dependency managers' folders and dot folders are not the project's own
/// documents: `.build`, `Pods`, `Carthage`, `DerivedData`, Xcode's localization exports
/// (`.xcloc`) and every folder whose name starts with a dot are skipped. Roots may be files as well as folders. A file given as a root is
/// taken even inside a skipped folder.
enum ProjectFiles {
    static let skippedFolders: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]
    /// Build products only: dependencies' sources declare classes the project's documents use.
    static let skippedSourceFolders: Set<String> = [".build", "DerivedData"]
    static let documentExtensions: Set<String> = ["xib", "storyboard"]
    static let sourceExtensions = SourceScanner.sourceExtensions

    /// Paths under `roots` whose extension is one of `extensions`, sorted, without duplicates.
    static func find(under roots: [String], extensions: Set<String>, skipping skipped: Set<String> = skippedFolders) -> [String] {
        var found = Set<String>()
        var visited = VisitedFolders()
        for root in roots {
            let kind = FolderEntry.kind(at: root)
            guard kind != .missing else { continue }
            if kind == .file {
                if extensions.contains(PathNames.fileExtension(root)) { found.insert(root) }
                continue
            }
            walk(root, extensions: extensions, skipping: skipped, visited: &visited, into: &found)
        }
        return found.sorted()
    }

    /// What says how the tree is built, each list sorted (`findProjects(under:listed:)`).
    struct BuildFiles {
        /// `.xcodeproj` and `.xcworkspace` folders.
        var projects: [String] = []
        /// Binary frameworks (`.framework`, `.xcframework`).
        var frameworks: [String] = []
        /// Swift package manifests (`Package.swift`).
        var packages: [String] = []
        /// Build configuration files (`.xcconfig`).
        var configurations: [String] = []
        /// C# files (Xamarin, .NET for iOS and macOS), whose `[Register]` attributes name
        /// Objective-C classes (`ExternalDependencies.registeredClassNames`).
        var registeringSources: [String] = []
        /// CocoaPods pod specifications (`.podspec`, `.podspec.json`): a pod's folder, which
        /// `pod install` builds into a target of a Pods project that is seldom in the tree.
        var podspecs: [String] = []
    }

    /// `.xcodeproj` and `.xcworkspace` folders under `roots` (or given as roots), binary
    /// frameworks (`.framework`, `.xcframework`), Swift package manifests (`Package.swift`),
    /// build configuration files (`.xcconfig`), C# files and pod specifications (`BuildFiles`);
    /// not those inside dependencies' folders
    /// (`Pods`, `Carthage`: their manifests name them), build folders, asset catalogs, nor inside
    /// other bundles.
    /// - Parameter listed: folders already listed by path (a lint run's walk), whose entries are
    ///   taken from there instead of being read again. The lint run entered each of them once
    ///   by identity, so a walk that meets only those meets no folder twice and needs no `stat`
    ///   to know it (one per folder was a warm lint run's largest run of system calls after its
    ///   own walk's). A folder not among them (left out by the lint run's globs, or met again
    ///   through a link) sends the walk back to entering every folder once by identity.
    static func findProjects(under roots: [String], listed: [String: [FolderEntry]] = [:]) -> BuildFiles {
        // A walk from `.` names its folders `./Sub` here and `Sub` in a lint run's listing.
        func known(_ folder: String) -> [FolderEntry]? {
            listed[folder] ?? (folder.hasPrefix("./") ? listed[String(folder.dropFirst(2))] : nil)
        }
        var unknownMet = false
        let amongListed = findProjects(under: roots) { folder in
            if let entries = known(folder) { return entries }
            unknownMet = true
            return nil
        }
        guard unknownMet else { return amongListed }
        var visited = VisitedFolders()
        return findProjects(under: roots) { folder in
            if let entries = known(folder) { visited.enter(folder) ? entries : nil } else { visited.enterAndList(folder) }
        }
    }

    /// `findProjects(under:listed:)`'s walk, with `entries` giving a folder's entries, or nil
    /// for a folder not to walk.
    private static func findProjects(under roots: [String], entries: (String) -> [FolderEntry]?) -> BuildFiles {
        var found = BuildFiles()
        func take(_ path: String) -> Bool {
            if path.hasSuffix(".xcodeproj") || path.hasSuffix(".xcworkspace") {
                found.projects.append(path)
            } else if path.hasSuffix(".framework") || path.hasSuffix(".xcframework") {
                found.frameworks.append(path)
            } else {
                return false
            }
            return true
        }
        func walk(_ folder: String) {
            guard let entries = entries(folder) else { return }
            for entry in entries {
                // The path is made only for what is taken or walked: most entries are files that are neither.
                func path() -> String { folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name }
                if entry.kind == .file {
                    if entry.name == "Package.swift" { found.packages.append(path()) }
                    if entry.name.hasSuffix(".xcconfig") { found.configurations.append(path()) }
                    if entry.name.hasSuffix(".cs") { found.registeringSources.append(path()) }
                    if entry.name.hasSuffix(".podspec") || entry.name.hasSuffix(".podspec.json") { found.podspecs.append(path()) }
                } else if entry.kind == .folder {
                    let path = path()
                    // Asset catalogs hold images and colours only (and a lint run lists them apart).
                    if !take(path), !entry.name.hasPrefix("."), !skippedFolders.contains(entry.name), !entry.name.hasSuffix(".xcassets") {
                        walk(path)
                    }
                }
            }
        }
        for root in roots where !take(root) { walk(root) }
        found.projects.sort()
        found.frameworks.sort()
        found.packages.sort()
        found.configurations.sort()
        found.registeringSources.sort()
        found.podspecs.sort()
        return found
    }

    /// Each folder is entered once (`VisitedFolders`), so links that loop end the walk; names
    /// are walked in order, so that a folder two links lead to is always found by the same path.
    private static func walk(_ folder: String, extensions: Set<String>, skipping skipped: Set<String>,
                             visited: inout VisitedFolders, into found: inout Set<String>) {
        guard let entries = visited.enterAndList(folder) else { return }
        for entry in entries where entry.kind != .missing {
            let name = entry.name
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            if entry.kind == .folder {
                // Xcode's localization exports (`de.xcloc`) hold copies of the documents.
                if name.hasPrefix(".") || skipped.contains(name) || name.hasSuffix(".xcloc") { continue }
                walk(path, extensions: extensions, skipping: skipped, visited: &visited, into: &found)
            } else if extensions.contains(PathNames.fileExtension(name)) {
                found.insert(path)
            }
        }
    }

    /// The folder a resource is bundled from: its folder, less a trailing `*.lproj`, so that
    /// the localizations of one document count as one document.
    static func bundleFolder(_ path: String) -> String {
        let folder = PathNames.folder(path)
        return PathNames.fileName(folder).hasSuffix(".lproj") ? PathNames.folder(folder) : folder
    }

    /// Localization preference among copies of one document: Base, then English, then by path.
    static func localizationRank(_ path: String) -> (Int, String) {
        let folder = PathNames.fileName(PathNames.folder(path))
        switch folder {
        case "Base.lproj": return (0, path)
        case "en.lproj", "English.lproj": return (1, path)
        default: return (folder.hasSuffix(".lproj") ? 2 : 0, path)
        }
    }

    /// The number of leading folder names two paths share (how near two files are).
    static func sharedFolderDepth(_ a: String, _ b: String) -> Int {
        let left = PathNames.components(a).dropLast()
        let right = PathNames.components(b).dropLast()
        var depth = 0
        for (x, y) in zip(left, right) {
            guard x == y else { break }
            depth += 1
        }
        return depth
    }

    /// The Swift module of a source file, when the layout below its root says it: SwiftPM's
    /// `Sources/<Module>/…` (and `Tests/<Module>/…`). nil for Xcode project layouts, which
    /// name targets only in the project file, and for files under none of the roots. Only the
    /// part below the root counts, so that a checkout in `/home/ci/Tests/` means nothing.
    static func module(ofSource path: String, roots: [String]) -> String? {
        let root = roots.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
            .filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
        guard let root else { return nil }
        let parts = path.dropFirst(root.count + 1).split(separator: "/")
        guard let index = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), index + 2 < parts.count else { return nil }
        return String(parts[index + 1])
    }
}

/// Several files that resolve one name (a storyboard name, a component class), grouped by the
/// folder they are bundled from: one group is one document with its localizations.
struct NamedFiles: Sendable {
    /// Groups, each sorted by localization preference; groups sorted by their first path.
    let groups: [[String]]

    init(_ paths: [String]) {
        var byFolder: [String: [String]] = [:]
        for path in paths { byFolder[ProjectFiles.bundleFolder(path), default: []].append(path) }
        groups = byFolder.values
            .map { group in group.map { (ProjectFiles.localizationRank($0), $0) }.sorted { $0.0 < $1.0 }.map(\.1) }
            .sorted { $0[0] < $1[0] }
    }

    var isAmbiguous: Bool { groups.count > 1 }

    /// The file meant from `path`: the only group's preferred file, or among several groups
    /// the one whose folder shares the most folders with `path`; nil when that is a tie.
    /// `isBuilt` says whether a target builds a file (nil without a project): an app's bundle
    /// holds only what its targets build, so a group no target builds is left out while one
    /// is built (a first run on a real app: a stray copy of a storyboard made every reference
    /// to it ambiguous).
    func resolve(near path: String?, isBuilt: (String) -> Bool? = { _ in nil }) -> String? {
        guard groups.count > 1 else { return groups.first?.first }
        let built = groups.filter { isBuilt($0[0]) == true }
        let candidates = built.isEmpty ? groups : built
        guard candidates.count > 1 else { return candidates.first?.first }
        guard let path else { return nil }
        let depths = candidates.map { ProjectFiles.sharedFolderDepth($0[0], path) }
        let best = depths.max() ?? 0
        let winners = candidates.indices.filter { depths[$0] == best }
        return winners.count == 1 ? candidates[winners[0]].first : nil
    }
}

import XcodeProject

/// Which Xcode target each source file and document of a project belongs to, and which
/// modules each target sees: its own and those of the project's frameworks it links.
///
/// Built from the `.xcodeproj` files under the roots (and those workspaces list). Without any,
/// it is empty and every question answers nil: the checks then keep to the whole-project view
/// (and to modules from a `Sources/<Module>/` layout).
public struct ProjectTargets: Sendable {
    /// Every target of every project read, in project order.
    public let targets: [XcodeTarget]
    /// Project files that could not be read, with line and column.
    public let errors: [XcodeProjectError]
    /// Target indices by file path (without a leading `./`).
    private let targetsOfFile: [String: [Int]]
    /// Synchronised folders (Xcode 16) and the target each belongs to.
    private let folders: [(folder: String, target: Int)]
    private let targetByName: [String: Int]

    /// Whether no project file was read (the checks keep to the whole-project view).
    public var isEmpty: Bool { targets.isEmpty }

    /// No project: every question answers nil.
    public init() {
        self.init(projects: [], errors: [])
    }

    /// The targets of these projects, with the project files that could not be read.
    public init(projects: [XcodeProject], errors: [XcodeProjectError] = []) {
        targets = projects.flatMap(\.targets)
        self.errors = errors
        var byFile: [String: [Int]] = [:]
        var folders: [(String, Int)] = []
        var byName: [String: Int] = [:]
        for (index, target) in targets.enumerated() {
            for path in target.sourceFiles + target.resourceFiles { byFile[Self.key(path), default: []].append(index) }
            for folder in target.synchronizedFolders { folders.append((Self.key(folder), index)) }
            if byName[target.name] == nil { byName[target.name] = index }
        }
        targetsOfFile = byFile
        self.folders = folders
        targetByName = byName
    }

    /// Reads the projects at `paths` (`.xcodeproj` and `.xcworkspace` folders); a project a
    /// workspace lists and that was also found on its own is read once.
    public static func read(_ paths: [String]) -> ProjectTargets {
        var projectPaths: [String] = []
        for path in paths {
            projectPaths += path.hasSuffix(".xcworkspace") ? XcodeWorkspace.projects(atPath: path) : [path]
        }
        var seen: Set<String> = []
        var projects: [XcodeProject] = []
        var errors: [XcodeProjectError] = []
        for path in projectPaths where seen.insert(key(path)).inserted {
            do {
                projects.append(try XcodeProject.read(path: path))
            } catch {
                errors.append(error)
            }
        }
        return ProjectTargets(projects: projects, errors: errors)
    }

    static func key(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }

    /// The targets a file belongs to: those listing it in a build phase or synchronising a
    /// folder above it. A header is in no build phase: it belongs with the implementation
    /// file of its name in its folder (`Foo.h` with `Foo.m`).
    func targetIndices(of path: String) -> [Int] {
        let key = Self.key(path)
        if let listed = targetsOfFile[key] { return listed }
        let inFolders = folders.filter { key.hasPrefix($0.folder + "/") }.map(\.target)
        if !inFolders.isEmpty { return inFolders }
        guard key.hasSuffix(".h") else { return [] }
        let stem = key.dropLast(2)
        for ext in [".m", ".mm", ".swift", ".c", ".cpp"] {
            if let listed = targetsOfFile[stem + ext] { return listed }
        }
        return []
    }

    /// The module of a source file: its (first) target's module; nil when no target has it.
    public func module(ofSource path: String) -> String? {
        targetIndices(of: path).first.map { targets[$0].moduleName }
    }

    /// The target that bundles a document (its first, when several do).
    public func target(ofDocument path: String) -> XcodeTarget? {
        targetIndices(of: path).first.map { targets[$0] }
    }

    /// The modules a target's documents may name classes of: its own and its linked targets'.
    public func visibleModules(of target: XcodeTarget) -> Set<String> {
        Set([target.moduleName] + target.linkedTargets.compactMap { targetByName[$0].map { targets[$0].moduleName } })
    }

    /// Products of Swift packages the targets depend on: modules from outside the tree.
    public var packageProducts: Set<String> { Set(targets.flatMap(\.packageProducts)) }
}

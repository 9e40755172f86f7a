import NibModel
import SourceScan
import XcodeProject

/// Which Xcode target each source file and document of a project belongs to, and which
/// modules each target sees: its own, those of the project's frameworks it links, and those of
/// the Swift packages' products it depends on (for a package in the tree, the modules of the
/// targets the product is made of and of what they depend on).
///
/// Built from the `.xcodeproj` files under the roots (and those workspaces list) and the
/// `Package.swift` manifests in the tree. Without any, it is empty and every question answers
/// nil: the checks then keep to the whole-project view (and to modules from a
/// `Sources/<Module>/` layout).
public struct ProjectTargets: Sendable {
    /// Every target of every project read, in project order.
    public let targets: [XcodeTarget]
    /// The Swift packages in the tree.
    public let packages: [SwiftPackageManifest]
    /// Project files that could not be read, with line and column.
    public let errors: [XcodeProjectError]
    /// Target indices by file path (without a leading `./`).
    private let targetsOfFile: [String: [Int]]
    /// The same by the path in lower case, asked when the path as written is not listed: a Mac's
    /// file system ignores case by default, so Xcode builds the files of a folder `SmartList`
    /// that a group names `Smartlist` (a first run on a real app: a storyboard so listed was
    /// said to be built by no target, and its connections went unchecked).
    private let targetsOfFileIgnoringCase: [String: [Int]]
    /// Synchronised folders (Xcode 16) and the target each belongs to.
    private let folders: [(folder: FolderPrefix, target: Int)]
    /// Per target: files of its synchronised folders it does not build.
    private let exclusions: [Set<String>]
    /// The files every target syncing a folder that holds them leaves out
    /// (`isLeftOutOfEveryTarget`), found once: `sees` asks of each unbuilt file for each target.
    private let leftOutOfEveryTarget: Set<String>
    /// Each target's index by its `identity` (project and name: names collide across projects).
    private let targetByIdentity: [String: Int]
    /// Per target (by index): the targets it links (`linkedTargetIndices(of:)`), found once:
    /// `sees(source:from:)` asks for every scanned file.
    private let linkedIndices: [Set<Int>]
    /// Package targets' folders and modules, deepest folder first (the innermost package wins).
    private let packageFolders: [(folder: FolderPrefix, module: String)]
    /// The modules each product of a package in the tree brings: those of its targets and of
    /// the targets and local products they depend on.
    private let productModules: [String: Set<String>]
    /// Each project file read that has targets, as its folder (where Xcode resolves the
    /// project's files; nil for the current folder, which holds every relative path) and its
    /// name (`App.xcodeproj`), deepest folder first, then by name.
    private let projectFolders: [(folder: FolderPrefix?, name: String)]
    /// The folders outside a project's own that hold files its targets build (`../Shared/`, the
    /// code an iOS and a Mac project share), by folder key, with the projects' names.
    private let projectsBuildingOutside: [String: Set<String>]
    /// The sub-projects each project references (`XcodeProject.referencedProjects`), by the
    /// key of its path.
    private let referencedProjects: [String: [String]]
    /// The folders of the manifests that could not be read, or whose targets are not all known
    /// (`SwiftPackageManifest.describesEveryTarget`): such a package may build what is below
    /// them. Below the others, a package builds what its targets' folders hold.
    private let undescribedPackageFolders: [FolderPrefix?]
    /// The folders of the project files that could not be read, or that build their documents
    /// with an external tool (`buildsDocumentsExternally`), and of pod specifications (a
    /// development pod's `Badge.podspec`, whose documents `pod install` adds to a target of a
    /// Pods project seldom in the tree: a first run, 1,477 of an app's 1,683 documents said
    /// to be built by no target): one of them may build what is below them. (A workspace naming a project that is not in the tree, `Pods/Pods.xcodeproj` of a
    /// checkout without its pods, says nothing of the documents elsewhere: a first-run app's
    /// stray storyboard went unnoticed while every project was required to be read.)
    private let unlistedBuildFolders: [FolderPrefix?]

    /// Whether no project file was read (the checks keep to the whole-project view).
    public var isEmpty: Bool { targets.isEmpty }

    /// Whether the tree holds a package manifest (`Package.swift`), read or not.
    public let hasPackageManifests: Bool

    /// No project: every question answers nil.
    public init() {
        self.init(projects: [], errors: [])
    }

    /// The targets of these projects and packages, with the project files that could not be read.
    /// `manifestPaths` are the `Package.swift` files found, whether or not they could be read
    /// (the packages' own paths when not given). `podspecPaths` are the pod specifications found.
    public init(projects: [XcodeProject], packages: [SwiftPackageManifest] = [], errors: [XcodeProjectError] = [],
                manifestPaths: [String]? = nil, podspecPaths: [String] = []) {
        targets = projects.flatMap(\.targets)
        self.packages = packages
        self.errors = errors
        var byFile: [String: [Int]] = [:]
        var folders: [(FolderPrefix, Int)] = []
        var byIdentity: [String: Int] = [:]
        for (index, target) in targets.enumerated() {
            for path in target.sourceFiles + target.resourceFiles + target.synchronizedInclusions {
                byFile[Self.key(path), default: []].append(index)
            }
            for folder in target.synchronizedFolders { folders.append((FolderPrefix(Self.key(folder)), index)) }
            if byIdentity[target.identity] == nil { byIdentity[target.identity] = index }
        }
        targetsOfFile = byFile
        var ignoringCase: [String: [Int]] = [:]
        for (path, indices) in byFile { ignoringCase[path.lowercased(), default: []] += indices }
        targetsOfFileIgnoringCase = ignoringCase
        self.folders = folders
        let exclusions = targets.map { Set($0.synchronizedExclusions.map(Self.key)) }
        self.exclusions = exclusions
        // A file one target excludes lies in that target's folder: held by one at least.
        leftOutOfEveryTarget = Set(exclusions.joined().filter { key in
            folders.allSatisfy { folder, target in !folder.holds(FolderPrefix.Path(key)) || exclusions[target].contains(key) }
        })
        targetByIdentity = byIdentity
        let all = projects.flatMap(\.targets)
        linkedIndices = all.map { Self.linkedTargetIndices(of: $0, among: all, byIdentity: byIdentity) }
        packageFolders = packages.flatMap { package in package.targets.map { (Self.key($0.folder), $0.moduleName) } }
            .sorted { $0.0.count > $1.0.count }.map { (FolderPrefix($0.0), $0.1) }
        productModules = Self.productModules(of: packages)
        projectFolders = projects.filter { !$0.targets.isEmpty }
            .map { (folder: Self.key(PathNames.folder($0.path)), name: PathNames.fileName($0.path)) }
            .sorted { $0.folder.count != $1.folder.count ? $0.folder.count > $1.folder.count : $0.name < $1.name }
            .map { (Self.folderPrefix($0.folder), $0.name) }
        var outside: [String: Set<String>] = [:]
        for project in projects where !project.targets.isEmpty {
            let folder = Self.folderPrefix(Self.key(PathNames.folder(project.path)))
            let name = PathNames.fileName(project.path)
            for target in project.targets {
                for path in target.sourceFiles + target.resourceFiles {
                    let key = Self.key(path)
                    if !Self.holds(folder, FolderPrefix.Path(key)) { outside[PathNames.folder(key), default: []].insert(name) }
                }
            }
        }
        projectsBuildingOutside = outside
        referencedProjects = Dictionary(projects.map { (Self.key($0.path), $0.referencedProjects) }, uniquingKeysWith: +)
        let manifests = manifestPaths ?? packages.map(\.path)
        hasPackageManifests = !manifests.isEmpty
        let described = Set(packages.filter(\.describesEveryTarget).map(\.path))
        undescribedPackageFolders = manifests.filter { !described.contains($0) }.map { Self.folderPrefix(Self.key(PathNames.folder($0))) }
        // An error names `Name.xcodeproj/project.pbxproj`: the project's folder is above the bundle.
        // A project with an external build tool's target builds what that tool builds.
        unlistedBuildFolders = errors.map { error in
            let bundle = error.path.hasSuffix("/project.pbxproj") ? PathNames.folder(error.path) : error.path
            return Self.folderPrefix(Self.key(PathNames.folder(bundle)))
        } + projects.filter(Self.buildsDocumentsExternally).map { Self.folderPrefix(Self.key(PathNames.folder($0.path))) }
            + podspecPaths.flatMap { path in
                let folder = PathNames.folder(path)
                return (PodSpecification.read(path: path)?.folders ?? [""]).map { reached in
                    Self.folderPrefix(Self.key(reached.isEmpty ? folder : PathNames.join(folder, reached)))
                }
            }
    }

    /// Whether a project's documents are built by a tool the project file does not describe:
    /// it has an External Build System target (`XcodeProject.hasExternalBuildTargets`) and no
    /// native target bundles an Interface Builder document or synchronises a folder. First
    /// runs: a terminal app's makefile compiles all 15 of its xibs, no native target lists one;
    /// a time tracker's project with a make target for its library bundles 228 xibs in its
    /// native targets, and a leftover xib there is still told apart as built by none.
    static func buildsDocumentsExternally(_ project: XcodeProject) -> Bool {
        project.hasExternalBuildTargets && !project.targets.contains { target in
            !target.synchronizedFolders.isEmpty
                || target.resourceFiles.contains { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
        }
    }

    /// A folder as a prefix; nil for the current folder (`""` or `.`), which holds every
    /// relative path.
    private static func folderPrefix(_ folder: String) -> FolderPrefix? {
        folder.isEmpty || folder == "." ? nil : FolderPrefix(folder)
    }

    /// Product name -> modules, following target and product dependencies inside the tree.
    private static func productModules(of packages: [SwiftPackageManifest]) -> [String: Set<String>] {
        var productTargets: [String: [(package: Int, target: String)]] = [:]
        for (index, package) in packages.enumerated() {
            for (product, targets) in package.products { productTargets[product, default: []] += targets.map { (index, $0) } }
        }
        var result: [String: Set<String>] = [:]
        for product in productTargets.keys {
            var modules = Set<String>()
            var visited = Set<String>()
            var pending = productTargets[product]!
            while let (packageIndex, name) = pending.popLast() {
                guard visited.insert("\(packageIndex)/\(name)").inserted,
                      let target = packages[packageIndex].targets.first(where: { $0.name == name }) else { continue }
                modules.insert(target.moduleName)
                pending += target.targetDependencies.map { (packageIndex, $0) }
                pending += target.productDependencies.flatMap { productTargets[$0] ?? [] }
            }
            result[product] = modules
        }
        return result
    }

    /// Reads the projects at `paths` (`.xcodeproj` and `.xcworkspace` folders) and the package
    /// manifests at `packagePaths`; a project a workspace lists and that was also found on its
    /// own is read once.
    public static func read(_ paths: [String], packagePaths: [String] = [], podspecPaths: [String] = []) -> ProjectTargets {
        var projectPaths: [(path: String, listedByWorkspace: Bool)] = []
        for path in paths {
            projectPaths += path.hasSuffix(".xcworkspace") ? XcodeWorkspace.projects(atPath: path).map { ($0, true) } : [(path, false)]
        }
        var seen: Set<String> = []
        var projects: [XcodeProject] = []
        var errors: [XcodeProjectError] = []
        for (path, listedByWorkspace) in projectPaths where seen.insert(key(path)).inserted {
            do {
                projects.append(try XcodeProject.read(path: path))
            } catch {
                // A folder named like a project that holds no project file is none: Xcode cannot
                // open it, and it builds nothing (a first run: a leftover `Name.xcodeproj/` with
                // only a workspace checkout file, beside the real `name.xcodeproj`, took every
                // document of the tree for maybe built: 2 false errors on a document no target
                // builds). One a workspace lists may be made by a tool (`Pods.xcodeproj`), and
                // its folder may still be built.
                if error.isAbsent && !listedByWorkspace { continue }
                errors.append(error)
            }
        }
        return ProjectTargets(projects: projects, packages: packagePaths.compactMap(SwiftPackageManifest.read), errors: errors,
                              manifestPaths: packagePaths, podspecPaths: podspecPaths)
    }

    static func key(_ path: String) -> String {
        // A nib bundle's document is listed as its bundle.
        let file = PathNames.nibBundle(of: path)
        // Nearly every path has no `./` to drop: returned as it is, not copied.
        guard file.hasPrefix("./") else { return file }
        var trimmed = Substring(file)
        while trimmed.hasPrefix("./") { trimmed = trimmed.dropFirst(2) }
        return String(trimmed)
    }

    /// The targets a file belongs to: those listing it in a build phase or naming it in a
    /// synchronised folder's exceptions, and those synchronising a folder above it that do not
    /// except it. A header is in no build phase: it belongs with the implementation file of
    /// its name in its folder (`Foo.h` with `Foo.m`).
    func targetIndices(of path: String) -> [Int] {
        let key = Self.key(path)
        var result = targetsOfFile[key] ?? []
        if !folders.isEmpty {
            let below = FolderPrefix.Path(key)
            for (folder, target) in folders where folder.holds(below) && !exclusions[target].contains(key) && !result.contains(target) {
                result.append(target)
            }
        }
        guard result.isEmpty else { return result }
        // The paths as written first, then in another case (folded once: headers, in no build
        // phase, miss every time, and folding each look-up cost a large app's lint millions of
        // instructions).
        if let listed = Self.implementation(ofHeader: key, in: targetsOfFile) { return listed }
        let folded = key.lowercased()
        return targetsOfFileIgnoringCase[folded] ?? Self.implementation(ofHeader: folded, in: targetsOfFileIgnoringCase) ?? []
    }

    /// Whether `path` lies in synchronised folders (Xcode 16) and each target syncing them lists
    /// it in its `membershipExceptions`: target membership unticked, so Xcode compiles it in no
    /// target, though the file sits among the target's (a first run: a view class taken out of
    /// its app this way still counted as the app's, and the document naming it passed).
    func isLeftOutOfEveryTarget(_ path: String) -> Bool {
        !leftOutOfEveryTarget.isEmpty && leftOutOfEveryTarget.contains(Self.key(path))
    }

    /// For a header (`Foo.h`), the targets listing the implementation file of its name in its
    /// folder; nil for any other file.
    private static func implementation(ofHeader key: String, in listed: [String: [Int]]) -> [Int]? {
        guard key.hasSuffix(".h") else { return nil }
        // A String, not a Substring: `Substring + String` measured the substring in
        // Characters for every extension tried (5 M of a large app's lint).
        let stem = String(key.dropLast(2))
        for ext in [".m", ".mm", ".swift", ".c", ".cpp"] {
            if let targets = listed[stem + ext] { return targets }
        }
        return nil
    }

    /// The targets whose build phases list a path, as written or else in another case.
    private func listedTargets(_ key: String) -> [Int]? {
        targetsOfFile[key] ?? targetsOfFileIgnoringCase[key.lowercased()]
    }

    /// The module of a source file: its (first) target's module, else that of the package
    /// target whose folder holds it; nil when neither has it.
    public func module(ofSource path: String) -> String? {
        modules(ofSource: path).first
    }

    /// Every module a source file is compiled into: those of each target building it (an app
    /// and its extension may share a file), else its package target's.
    public func modules(ofSource path: String) -> [String] {
        var modules: [String] = []
        for index in targetIndices(of: path) where !modules.contains(targets[index].moduleName) { modules.append(targets[index].moduleName) }
        if modules.isEmpty, let package = packageModule(of: path) { modules.append(package) }
        return modules
    }

    /// The module of the package target whose folder holds `path`.
    public func packageModule(of path: String) -> String? {
        guard !packageFolders.isEmpty else { return nil }
        let below = FolderPrefix.Path(Self.key(path))
        return packageFolders.first { $0.folder.holds(below) }?.module
    }

    /// The target that bundles a document (its first, when several do).
    public func target(ofDocument path: String) -> XcodeTarget? {
        targetIndices(of: path).first.map { targets[$0] }
    }

    /// Every target that bundles a document, in project order.
    public func targets(ofDocument path: String) -> [XcodeTarget] {
        targetIndices(of: path).map { targets[$0] }
    }

    /// The project files (their names, `App.xcodeproj`, joined as `A, B or C`: an iOS and a
    /// macOS project may share a folder) whose folders hold a file (a document, a source) that
    /// no target builds: none lists it in a build phase or holds it in a synchronised folder,
    /// and no Swift package's folder holds it. Such a document is not in any product: a leftover
    /// of a rewrite, whose connections name code that has moved on (a first run on a real app:
    /// 10 outlet, action and class errors in a storyboard its project no longer lists).
    ///
    /// nil when a target builds it or copies a folder holding it, or a package target's folder
    /// holds it, and whenever what was read cannot tell: no project read, a document below no
    /// project's folder and in no folder from which a project builds files, or one below the folder of a package manifest that could not be read
    /// or whose targets are not all known, of a project file that could not be read, of one
    /// with an external build tool's target, or of a pod specification.
    public func projectNotBuilding(file path: String) -> String? {
        guard !projectFolders.isEmpty, targetIndices(of: path).isEmpty else { return nil }
        let key = Self.key(path), below = FolderPrefix.Path(key)
        guard !packageFolders.contains(where: { $0.folder.holds(below) }),
              !undescribedPackageFolders.contains(where: { Self.holds($0, below) }),
              !unlistedBuildFolders.contains(where: { Self.holds($0, below) }) else { return nil }
        // A folder a target copies whole (a folder reference in its resources) bundles the
        // document as it is; so does a built bundle (`Kit.framework/`), which the project links
        // or copies whole and whose documents whoever built it compiled (a first run: a vendored
        // framework's leftover xib beside its compiled nib, said to be built by no target).
        var folder = Substring(key)
        while let slash = folder.lastIndex(of: "/") {
            folder = folder[..<slash]
            if listedTargets(String(folder)) != nil || Self.builtBundleExtensions.contains(PathNames.fileExtension(String(folder))) { return nil }
        }
        var names = projects(holding: path)
        // A document below no project's folder, in a folder from which a project builds other
        // files (`../Shared/Panel.xib` built, `Shared/PanelOld.xib` not), is that project's to
        // build, when every project file could be read (a first run: a stale xib beside the
        // files an app's project shares with its Mac twin, judged as built: 1 false error).
        if names.isEmpty, errors.isEmpty { names = (projectsBuildingOutside[PathNames.folder(key)] ?? []).sorted() }
        guard let last = names.last else { return nil }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
    }

    /// The extensions of built bundles: a folder so named is a product, not sources.
    static let builtBundleExtensions: Set<String> = ["framework", "bundle", "app", "plugin", "appex", "xpc"]

    /// The names of the project files read whose folders hold `path`, deepest first.
    public func projects(holding path: String) -> [String] {
        projectPaths(holding: path).map(PathNames.fileName)
    }

    /// The project files read whose folders hold `path` (`Samples/Map/App.xcodeproj`), deepest
    /// first: two projects of one name in two folders are two (a first run: a sample's stray
    /// launch screen was said to be found by name in another sample's project of its name).
    public func projectPaths(holding path: String) -> [String] {
        let below = FolderPrefix.Path(Self.key(path))
        return projectFolders.filter { Self.holds($0.folder, below) }.map { ($0.folder?.prefix.text ?? "") + $0.name }
    }

    /// Those of `missing` (sub-projects referenced but not on disk) that the projects whose
    /// folders hold `path` reference, directly or through the sub-projects they reference: the
    /// code that may answer its actions. All of `missing` for a path no project's folder holds.
    public func missingProjects(_ missing: [String], reachedFrom path: String) -> [String] {
        guard !missing.isEmpty else { return [] }
        var pending = projectPaths(holding: path).map(Self.key)
        guard !pending.isEmpty else { return missing }
        var reached = Set(pending)
        while let project = pending.popLast() {
            for referenced in referencedProjects[project] ?? [] where reached.insert(Self.key(referenced)).inserted {
                pending.append(Self.key(referenced))
            }
        }
        return missing.filter { reached.contains(Self.key($0)) }
    }

    /// The targets of the projects whose folders hold `path` (`projectPaths(holding:)`).
    public func targetIndices(ofProjectsHolding path: String) -> [Int] {
        let projects = Set(projectPaths(holding: path))
        guard !projects.isEmpty else { return [] }
        // Compared as keys: a target names its project as the tree was walked (`./App.xcodeproj`).
        return targets.indices.filter { projects.contains(Self.key(targets[$0].project)) }
    }

    /// Whether a folder (nil: the current folder, which holds every relative path) holds a path.
    private static func holds(_ folder: FolderPrefix?, _ path: FolderPrefix.Path) -> Bool {
        folder?.holds(path) ?? !path.text.hasPrefix("/")
    }

    /// Names of the files a target, or a target it links, compiles that declare classes (Swift
    /// and Objective-C implementation files) and are not among `present` (the scanned sources):
    /// a git submodule not checked out, a folder outside the tree (paths compared ignoring case,
    /// as a Mac's file system does). Each as its file name without extension. (A first run: an
    /// app's three navigation classes, compiled by a static library it links from a submodule
    /// not checked out, were unknown classes.)
    public func missingSourceNames(of target: XcodeTarget, present: [ScannedFile]) -> Set<String> {
        let scanned = Set(present.map { Self.key($0.path) })
        // Folded only when a path as written is not there (rare): every scanned path of a large
        // app folded for each target cost its lint millions of instructions.
        lazy var scannedIgnoringCase = Set(present.map { Self.key($0.path).lowercased() })
        var missing = Set<String>()
        let compiled = target.sourceFiles + linkedTargetIndices(of: target).flatMap { targets[$0].sourceFiles }
        for path in compiled where !scanned.contains(Self.key(path)) && !scannedIgnoringCase.contains(Self.key(path).lowercased()) {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let dot = name.lastIndex(of: "."), [".swift", ".m", ".mm"].contains(name[dot...]) else { continue }
            missing.insert(String(name[..<dot]))
        }
        return missing
    }

    /// The module a document is compiled for: its (first) target's `IBSC_MODULE` or own module,
    /// else its package target's (a package's resources); what `customModuleProvider="target"`
    /// stands for.
    public func module(ofDocument path: String) -> String? {
        target(ofDocument: path)?.documentModule ?? packageModule(of: path)
    }

    /// The targets a target links: those of its own project whose products it links
    /// (`XcodeTarget.linkedTargets`), and targets of the other projects read whose framework it
    /// links by product name (`linkedFrameworks`: a sibling project of its workspace, linked
    /// through `BUILT_PRODUCTS_DIR`, which Xcode builds first as an implicit dependency; a first
    /// run on a real app: 9 false unknown-custom-class errors for its components framework).
    func linkedTargetIndices(of target: XcodeTarget) -> Set<Int> {
        if let index = targetByIdentity[target.identity] { return linkedIndices[index] }
        return Self.linkedTargetIndices(of: target, among: targets, byIdentity: targetByIdentity)
    }

    private static func linkedTargetIndices(of target: XcodeTarget, among targets: [XcodeTarget], byIdentity: [String: Int]) -> Set<Int> {
        // The targets it links by product are its own project's.
        var linked = Set(target.linkedTargets.compactMap { byIdentity[XcodeTarget.identity(project: target.project, name: $0)] })
        // Its documents are compiled against another target's module (`IBSC_MODULE`: a WatchKit
        // app's interface runs in its extension, whichever embeds the other): they see its classes.
        if let interfaceModule = target.interfaceBuilderModule {
            for (index, other) in targets.enumerated() where other.identity != target.identity && other.moduleName == interfaceModule {
                linked.insert(index)
            }
        }
        for framework in target.linkedFrameworks {
            for (index, other) in targets.enumerated() where other.identity != target.identity
                && (other.name == framework || other.moduleName == XcodeProject.identifier(framework)) {
                linked.insert(index)
            }
        }
        return linked
    }

    /// The modules a target's documents may name classes of: its own, its linked targets', and
    /// those of the packages' products it depends on.
    public func visibleModules(of target: XcodeTarget) -> Set<String> {
        var modules = Set([target.moduleName] + linkedTargetIndices(of: target).map { targets[$0].moduleName })
        for product in target.packageProducts { modules.formUnion(productModules[product] ?? [product]) }
        return modules
    }

    /// For a framework or bundle (`XcodeTarget.runsInAnotherProductsProcess`), the modules of
    /// the frameworks the targets that link it link too: loaded beside it in its hosts'
    /// processes, where the Objective-C runtime finds a class by its module-qualified name (a
    /// first run: a framework's storyboard naming a class of a sibling framework that only the
    /// app embedding both links, 3 errors). Not the hosts' own modules: a framework's document
    /// naming an app's class is a slip, whatever process runs it.
    public func hostModules(of target: XcodeTarget) -> Set<String> {
        guard target.runsInAnotherProductsProcess, let index = targetByIdentity[target.identity] else { return [] }
        var modules = Set<String>()
        for (host, linked) in linkedIndices.enumerated() where host != index && linked.contains(index) {
            for sibling in linked where sibling != index && targets[sibling].runsInAnotherProductsProcess {
                modules.insert(targets[sibling].moduleName)
            }
        }
        return modules
    }

    /// Whether a target's documents see the classes of a source file that Xcode targets build:
    /// the target builds it, or a target it links does. Targets are told apart by what they
    /// build, not by module name: an app and its Mac twin may both be module `App`, and
    /// neither sees the other's classes. nil when no target builds the file, but false for a
    /// file every target whose synchronised folder holds it leaves out (`isLeftOutOfEveryTarget`).
    public func sees(source path: String, from target: XcodeTarget) -> Bool? {
        let builders = targetIndices(of: path)
        guard !builders.isEmpty else { return isLeftOutOfEveryTarget(path) ? false : nil }
        let linked = linkedTargetIndices(of: target)
        return builders.contains { targets[$0].identity == target.identity || linked.contains($0) }
    }

    /// Products of Swift packages the targets depend on that no package in the tree makes:
    /// modules from outside the tree.
    public var packageProducts: Set<String> {
        Set(targets.flatMap(\.packageProducts)).filter { productModules[$0] == nil }
    }

    /// Frameworks the targets link that no target of the projects read makes and the SDK does
    /// not have (`XcodeTarget.linkedFrameworks`, matched to targets as `linkedTargetIndices`
    /// matches them): modules from outside the tree. A framework a sibling project builds is
    /// the tree's (a first run: an app linking its workspace's feature frameworks made their
    /// modules outside ones, and renamed classes of them went unreported).
    public var linkedFrameworks: Set<String> {
        let built = Set(targets.flatMap { [$0.name, $0.moduleName] })
        return Set(targets.flatMap(\.linkedFrameworks)).filter { !built.contains($0) && !built.contains(XcodeProject.identifier($0)) }
    }
}

/// A folder as the prefix of the paths below it (`folder/`): `holds(path)` answers what
/// `path.hasPrefix(folder + "/")` answers, without building that String for every question.
/// ASCII paths are compared byte by byte from the prefix's end, where folders differ (their
/// common root is at the start), so a path outside is told in a byte or two; others go through
/// `hasPrefix`, whose canonical equivalence bytes do not have (a Kelvin sign is a `K`).
struct FolderPrefix: Sendable {
    /// The folder and a `/`.
    let prefix: Path

    init(_ folder: String) { prefix = Path(folder + "/") }

    /// A path's text and bytes, taken once for the many folders it is asked about.
    struct Path: Sendable {
        let text: String
        let bytes: [UInt8]
        let isASCII: Bool

        init(_ text: String) {
            self.text = text
            bytes = Array(text.utf8)
            isASCII = bytes.allSatisfy { $0 < 0x80 }
        }
    }

    /// Whether `path` lies below this folder.
    func holds(_ path: Path) -> Bool {
        guard prefix.isASCII, path.isASCII else { return path.text.hasPrefix(prefix.text) }
        let bytes = prefix.bytes
        guard bytes.count <= path.bytes.count else { return false }
        var index = bytes.count - 1
        while index >= 0 {
            if bytes[index] != path.bytes[index] { return false }
            index -= 1
        }
        return true
    }
}

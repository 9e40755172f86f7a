import ParallelMap
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel
import XcodeProject
import SourceScan

/// A reusable view drawn in its own xib, found by the naming convention the seed's
/// `loadFromNib` relies on: `ComicView.xib` draws the class `ComicView`.
public struct ComponentInfo: Sendable, Hashable {
    /// How the xib says which class it draws.
    public enum Definition: String, Sendable, Hashable {
        /// File's Owner's customClass is the class (the view loads the nib with itself as owner).
        case filesOwner
        /// The root view's customClass is the class (the nib is instantiated to make the view).
        case rootView
    }

    /// The file name without extension, which is also the class name (`ComicView`).
    public let name: String
    /// The preferred file (Base.lproj first when localized).
    public let path: String
    /// The other localizations of the same document.
    public let localizations: [String]
    /// The customClass as written, and its customModule.
    public let className: String
    /// The customModule of `className`, when the xib names one.
    public let module: String?
    /// Whether File's Owner or the root view carries the class.
    public let definition: Definition
    /// The xib's first top-level view: the content pinned into every placeholder.
    public let rootViewID: String
}

/// One place a component is embedded: a view whose customClass names the component.
public struct ComponentUse: Sendable, Hashable {
    /// The document holding the placeholder view.
    public let documentPath: String
    /// Storyboards: the scene of the placeholder.
    public let sceneID: String?
    /// The placeholder view (a `<view customClass="ComicView">`).
    public let placeholderID: String
    /// Where the placeholder view's element starts.
    public let location: SourceLocation
    /// The component files from the one this placeholder embeds down to the component asked
    /// about; one element for a direct use.
    public let chain: [String]

    /// True when the placeholder embeds the component directly.
    public var isDirect: Bool { chain.count == 1 }
}

/// Everything NibKit knows about a project: its IB documents (read once), its Swift and
/// Objective-C declarations, its component library and how documents embed components.
///
/// Plain immutable data; build it once and share it between checks, expansions and loads.
public struct ProjectIndex: Sendable {
    /// Every IB document under the roots, read or with the reason it could not be, by path.
    public let documents: [String: Result<IBDocument, DocumentReadError>]
    /// Declarations scanned from the project's sources.
    public let sources: SourceIndex
    /// The source files scanned, in order, with their declarations.
    public let sourcePaths: [String]
    /// What the scanner found in each file of `sourcePaths`, in the same order.
    public let scannedFiles: [ScannedFile]
    /// Components by name, one per name and bundle folder (localizations folded).
    public let components: [ComponentInfo]
    /// Findings about the project as a whole: `component-duplicate` (one component name drawn
    /// by xibs in several folders), `storyboard-duplicate` and unreadable documents
    /// (`unreadable-document`).
    public let diagnostics: [Diagnostic]
    /// Modules the scanned sources belong to, from their layout and from documents whose
    /// customClass resolved in the sources.
    public let scannedModules: Set<String>
    /// The Xcode targets of the project files found (empty without any): which target each
    /// file belongs to and what each target links.
    public let targets: ProjectTargets
    /// Modules and classes from outside the tree (packages, pods, binary frameworks, and the
    /// configuration's `external_modules` / `external_classes`): never judged.
    public let external: ExternalDependencies

    /// The modules each scanned file is compiled into: those of the Xcode targets building it,
    /// else its package target's or layout's (as given to the scanner); empty when nothing says.
    let modulesOfSource: [String: [String]]
    let componentsByName: [String: [ComponentInfo]]
    /// The component each component xib (or localization of one) is part of, by document path.
    let componentPathOfDocument: [String: String]
    let storyboardsByName: [String: NamedFiles]
    /// Direct uses of each component path.
    private(set) var directUses: [String: [ComponentUse]]

    /// Reads every `.xib`/`.storyboard` under `roots` and scans `swiftSources` (by default every
    /// `.swift`, `.h`, `.m` and `.mm` file under `roots`; dependencies' sources in `Pods` and
    /// `Carthage` are scanned, so that classes from them resolve, but their documents are not
    /// the project's and are not read).
    /// Never throws: unreadable documents are kept as failures and reported in `diagnostics`.
    /// Xcode projects (`.xcodeproj`, and those `.xcworkspace`s list) under `roots` say which
    /// target each file belongs to; see `ProjectTargets`.
    public static func build(roots: [String], swiftSources: [String]? = nil) -> ProjectIndex {
        let documentPaths = ProjectFiles.find(under: roots, extensions: ProjectFiles.documentExtensions)
        let sourcePaths = swiftSources ?? ProjectFiles.find(under: roots, extensions: ProjectFiles.sourceExtensions,
                                                            skipping: ProjectFiles.skippedSourceFolders).filter { !SourceScanner.isMergeToolCopy($0) }
        let documents = readDocuments(documentPaths)
        let (targets, external) = projectSetup(roots: roots)
        let scanned = withTargetSwift(scanSources(sourcePaths, roots: roots, targets: targets), targets: targets)
        return ProjectIndex(documents: documents, sourcePaths: sourcePaths, scannedFiles: scanned, targets: targets, external: external)
    }

    /// The Xcode targets and the dependencies from outside the tree that the project files and
    /// manifests under `roots` name; `configured` adds the configuration's own.
    /// - Parameter listed: folders already listed, by path (a lint run's walk): not read again.
    public static func projectSetup(roots: [String], configured: ExternalDependencies = ExternalDependencies(),
                                    listed: [String: [FolderEntry]] = [:])
        -> (targets: ProjectTargets, external: ExternalDependencies) {
        let found = ProjectFiles.findProjects(under: roots, listed: listed)
        let targets = ProjectTargets.read(found.projects, packagePaths: found.packages, podspecPaths: found.podspecs)
        var external = ExternalDependencies.find(under: roots, projects: found.projects.filter { $0.hasSuffix(".xcodeproj") },
                                                 frameworks: found.frameworks, targets: targets)
        external.registeredClasses = ExternalDependencies.registeredClassNames(inFiles: found.registeringSources)
        external.modules.formUnion(configured.modules)
        external.configuredModules = configured.modules
        external.classes.formUnion(configured.classes)
        external.missingProjects = configured.missingProjects
        return (targets, external)
    }

    /// Every file `projectSetup(roots:)` reads (project files, workspace lists, package
    /// manifests, dependency manifests, most of them absent, C# files, pod specifications), every configuration file in the
    /// tree with those it includes (a superset of those the projects name, found without
    /// parsing the projects, which would cost a warm run more than the rest of its key), and
    /// the binary frameworks it names by their folders: what a cache of connection findings
    /// must key besides the documents and sources.
    /// - Parameter listed: folders the caller already listed (a lint run's walk), taken from
    ///   there instead of being listed again: a second walk of the tree was a fifth of a warm
    ///   lint run's system calls.
    public static func projectSetupFiles(roots: [String], listed: [String: [FolderEntry]] = [:]) -> [String] {
        let found = ProjectFiles.findProjects(under: roots, listed: listed)
        var files = XcodeConfigurationFile.files(includedFrom: found.configurations) + found.packages + found.registeringSources + found.podspecs
        for project in found.projects {
            if project.hasSuffix(".xcworkspace") {
                files.append(project + "/contents.xcworkspacedata")
                files += XcodeWorkspace.projects(atPath: project).map { $0 + "/project.pbxproj" }
            } else {
                files.append(project + "/project.pbxproj")
            }
        }
        files += ExternalDependencies.manifests(under: roots, projects: found.projects.filter { $0.hasSuffix(".xcodeproj") }).map(\.path)
        return files + found.frameworks
    }

    /// Indexes documents already read and sources already scanned (for callers that hold them,
    /// such as tests and editors).
    /// - Parameter moduleClaims: the class/module pairs of the project's documents that are not
    ///   in `documents` (a project checked in part: `DocumentConnectionFacts`), so that
    ///   `scannedModules` is the whole project's.
    public init(documents: [String: Result<IBDocument, DocumentReadError>], sourcePaths: [String] = [], scannedFiles: [ScannedFile],
                targets: ProjectTargets = ProjectTargets(), external: ExternalDependencies = ExternalDependencies(),
                moduleClaims: [ModuleClaim] = []) {
        self.documents = documents
        self.sourcePaths = sourcePaths
        self.scannedFiles = scannedFiles
        self.targets = targets
        self.external = external
        let modulesOfSource = Dictionary(scannedFiles.map { file in
            let fromTargets = targets.modules(ofSource: file.path)
            return (file.path, fromTargets.isEmpty ? [file.module].compactMap { $0 } : fromTargets)
        }, uniquingKeysWith: { first, _ in first })
        self.modulesOfSource = modulesOfSource
        let sources = SourceIndex(scannedFiles)
        self.sources = sources
        // (A project file that cannot be read, which leaves its files to the whole-project
        // view, is the connection rule `unreadable-project`'s.)
        var diagnostics: [Diagnostic] = []
        let paths = documents.keys.sorted()
        for path in paths {
            if case .failure(let error) = documents[path]! { diagnostics.append(error.diagnostic) }
        }

        // Components: group xibs by name, fold localizations, report names drawn in several folders.
        var candidates: [String: [String]] = [:]
        for path in paths where PathNames.isXib(path) {
            candidates[PathNames.baseName(path), default: []].append(path)
        }
        var componentsByName: [String: [ComponentInfo]] = [:]
        for name in candidates.keys.sorted() {
            let named = NamedFiles(candidates[name]!)
            let infos = named.groups.compactMap { group in Self.component(named: name, files: group, documents: documents) }
            guard !infos.isEmpty else { continue }
            componentsByName[name] = infos
            if infos.count > 1 {
                let first = infos[0]
                diagnostics.append(Diagnostic(
                    code: "component-duplicate", severity: .warning,
                    message: "component '\(name)' is drawn by \(infos.count) xibs in different folders (\(infos.map(\.path).joined(separator: ", "))); placeholders resolve to the nearest one, and not at all when two are equally near",
                    location: SourceLocation(file: first.path, line: 1, column: 1),
                    related: infos.dropFirst().map { SourceLocation(file: $0.path, line: 1, column: 1) }
                        .map { RelatedLocation(location: $0, message: "another '\(name)' component") }))
            }
        }
        self.componentsByName = componentsByName
        components = componentsByName.keys.sorted().flatMap { componentsByName[$0]! }
        componentPathOfDocument = Dictionary(components.flatMap { component in
            ([component.path] + component.localizations).map { ($0, component.path) }
        }, uniquingKeysWith: { first, _ in first })

        var storyboards: [String: [String]] = [:]
        for path in paths where PathNames.fileExtension(path) == "storyboard" {
            storyboards[PathNames.baseName(path), default: []].append(path)
        }
        storyboardsByName = storyboards.mapValues(NamedFiles.init)
        for name in storyboards.keys.sorted() where storyboardsByName[name]!.isAmbiguous {
            let groups = storyboardsByName[name]!.groups
            diagnostics.append(Diagnostic(
                code: "storyboard-duplicate", severity: .note,
                message: "storyboard name '\(name)' is used in \(groups.count) folders; references resolve to the nearest one",
                location: SourceLocation(file: groups[0][0], line: 1, column: 1)))
        }

        // Modules: from the layout, and from every customModule whose customClass the sources declare.
        var modules = Set(modulesOfSource.values.joined())
        let claims = paths.flatMap { path in
            guard case .success(let document) = documents[path]! else { return [ModuleClaim]() }
            return ModuleClaim.claims(of: document)
        } + moduleClaims
        for claim in claims where !modules.contains(claim.module) {
            // A declaration whose file's module is known elsewhere says nothing for this module.
            let declaredIn = sources.types(named: claim.className).filter { !$0.isExtension }.map { modulesOfSource[$0.location.file] ?? [] }
            if declaredIn.contains(where: { $0.isEmpty || $0.contains(claim.module) }) { modules.insert(claim.module) }
        }
        self.diagnostics = diagnostics
        self.scannedModules = modules
        self.directUses = [:]
        // Placeholders need the component table, so they are collected once it is complete.
        var uses: [String: [ComponentUse]] = [:]
        for path in paths {
            guard case .success(let document) = documents[path]! else { continue }
            for object in document.objects where object.role == .view {
                guard let component = placeholderComponent(object, in: document) else { continue }
                uses[component.path, default: []].append(ComponentUse(
                    documentPath: path, sceneID: object.sceneID, placeholderID: object.id, location: object.location,
                    chain: [component.path]))
            }
        }
        self.directUses = uses
    }

    /// The component a xib's group of localizations defines, if its File's Owner or root view
    /// class is the file's name.
    private static func component(named name: String, files: [String], documents: [String: Result<IBDocument, DocumentReadError>]) -> ComponentInfo? {
        guard case .success(let document)? = documents[files[0]] else { return nil }
        let topLevel = document.topLevelObjectIDs.compactMap(document.object)
        guard let root = topLevel.first(where: \.isView) else { return nil }
        let owner = topLevel.first { $0.role == .placeholder(.filesOwner) }
        let definer: (IBObject, ComponentInfo.Definition)
        if let owner, let ownerClass = owner.customClass, simpleName(ownerClass) == name {
            definer = (owner, .filesOwner)
        } else if let rootClass = root.customClass, simpleName(rootClass) == name {
            definer = (root, .rootView)
        } else {
            return nil
        }
        return ComponentInfo(name: name, path: files[0], localizations: Array(files.dropFirst()), className: definer.0.customClass!,
                             module: definer.0.customModule, definition: definer.1, rootViewID: root.id)
    }

    /// `ComicApp.ComicView` -> `ComicView`; the name `String(describing:)` gives a type.
    static func simpleName(_ className: String) -> String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    // MARK: Lookups

    /// The successfully read document at a path.
    public func document(_ path: String) -> IBDocument? {
        guard case .success(let document)? = documents[path] else { return nil }
        return document
    }

    /// The custom classes of a document's views that may size themselves, as the sources say:
    /// the class, or a superclass in the sources, declares `intrinsicContentSize` (a Swift
    /// property override, an Objective-C method); or the code that would say is not in the tree
    /// (`hasUnseenCode`: a pod's or package's view, as a rating view from a dependency, which
    /// a first run reported open though it sizes itself). What `LayoutOptions.selfSizingClasses`
    /// takes, so that the layout verdicts measure such a view by its frame instead of finding
    /// its size open. Without sources, none: nothing says which classes are the project's.
    /// `fromOutside`: the classes the connection checks left unjudged as another code base's
    /// (`ConnectionReport.skipped`).
    public func selfSizingClasses(in document: IBDocument, fromOutside: Set<String>) -> Set<String> {
        guard !scannedFiles.isEmpty else { return [] }
        var answers: [String: Bool] = [:]
        for object in document.objects where object.role == .view {
            guard let custom = object.customClass, answers[custom] == nil else { continue }
            answers[custom] = sources.hasSelector(IntrinsicSizeOverride.name, in: custom) == true
                || hasUnseenCode(custom, fromOutside: fromOutside)
        }
        return Set(answers.filter(\.value).keys)
    }

    /// Whether the code that sizes a class is outside the tree: the sources do not declare it,
    /// it is no UIKit or AppKit class NibKit knows, and the connection checks took it for
    /// another code base's (`fromOutside`: a class declared nowhere that they report instead is
    /// the app's, deleted, and a plain view when the app runs); or its superclasses leave the
    /// sources at a class that is neither. A class the sources declare under that name anywhere
    /// (in another module, `Core.IconView`; twice, for two platforms) is seen, and one whose
    /// chain reaches a known framework class (a `UIView` subclass) is the sources' to size.
    func hasUnseenCode(_ className: String, fromOutside: Set<String>) -> Bool {
        func isSeen(_ written: some StringProtocol) -> Bool {
            let name = String(written.prefix { $0 != "<" })
            let bare = name.split(separator: ".").last.map(String.init) ?? name
            return FrameworkClasses.isKnown(FrameworkClasses.unqualified(name)) || !sources.types(named: bare).isEmpty
        }
        guard let chain = sources.superclassChain(of: className) else { return !isSeen(className) && fromOutside.contains(className) }
        // Declarations that disagree (`#if` branches) name several superclasses: any of them may be the class's.
        return chain.exitSuperclasses.contains { !isSeen($0) }
    }

    /// Paths of the documents that were read, sorted.
    public var readDocumentPaths: [String] {
        documents.keys.sorted().filter { document($0) != nil }
    }

    /// The xib that draws a class (`ComicView`, `ComicApp.ComicView`): nil when there is none,
    /// or when xibs in several folders draw it (see `diagnostics`) and none is nearer.
    public func componentFile(forClass className: String) -> String? {
        component(forClass: className, near: nil)?.path
    }

    /// The component a class names, as seen from a document: among duplicates, the one whose
    /// folder is nearest to `path`.
    public func component(forClass className: String, near path: String?) -> ComponentInfo? {
        guard let infos = componentsByName[Self.simpleName(className)] else { return nil }
        guard infos.count > 1 else { return infos[0] }
        guard let chosen = NamedFiles(infos.map(\.path)).resolve(near: path) else { return nil }
        return infos.first { $0.path == chosen }
    }

    /// The component a view stands in for, or nil when it is an ordinary view or is in the
    /// component's own xib.
    ///
    /// Inside its own xib a view of the component's class is read as a definition, never as a
    /// placeholder: the root view of the root-view pattern, further top-level variants of it
    /// (several top-level `NotificationView`s, one picked by code), and mock documents whose
    /// File's Owner class does not load the nib at all. A component containing itself through
    /// other components is still a cycle.
    public func placeholderComponent(_ object: IBObject, in document: IBDocument) -> ComponentInfo? {
        guard object.role == .view, let customClass = object.customClass,
              let component = component(forClass: customClass, near: document.path),
              component.path != document.path, !component.localizations.contains(document.path) else { return nil }
        return component
    }

    /// The storyboard a reference names (`storyboardName`, without extension), seen from a
    /// document: among storyboards of that name in several folders, the one a target builds,
    /// else the nearest.
    public func storyboardFile(named name: String, near path: String?) -> String? {
        storyboardsByName[name]?.resolve(near: path) { targets.isEmpty ? nil : !targets.targetIndices(of: $0).isEmpty }
    }

    /// Every place that embeds the component at `path`: directly, and through components that
    /// embed it (each use's `chain` says through which). Cycles are followed once.
    public func hosts(ofComponent path: String) -> [ComponentUse] {
        var result: [ComponentUse] = []
        var pending: [(path: String, chain: [String])] = [(path, [])]
        var visited: Set<String> = []
        while !pending.isEmpty {
            let (component, below) = pending.removeFirst()
            guard visited.insert(component).inserted else { continue }
            for use in directUses[component] ?? [] {
                let chain = [component] + below
                result.append(ComponentUse(documentPath: use.documentPath, sceneID: use.sceneID, placeholderID: use.placeholderID,
                                           location: use.location, chain: chain))
                if let host = componentPathOfDocument[use.documentPath] { pending.append((host, chain)) }
            }
        }
        return result
    }

    /// Direct uses of a component, in document order.
    public func directHosts(ofComponent path: String) -> [ComponentUse] { directUses[path] ?? [] }

    /// The documents whose connection findings can change when the documents at `paths`
    /// change, besides those documents, sorted: the hosts of the components they draw, also
    /// through components that embed them (`hosts(ofComponent:)`: a cycle is reported where a
    /// host closes it), and the storyboards whose references lead into a storyboard among them,
    /// followed back through storyboards that reference those (a reference may land on another).
    public func dependents(of paths: some Sequence<String>) -> [String] {
        let changed = Set(paths)
        var found = Set(changed.compactMap { componentPathOfDocument[$0] }.flatMap(hosts).map(\.documentPath))
        // Storyboard -> the storyboards whose references name it (as the references resolve;
        // a localization is named through its group's preferred file).
        var referrers: [String: Set<String>] = [:]
        for path in documents.keys {
            guard let document = document(path), document.kind == .storyboard else { continue }
            for name in Set(document.storyboardReferences.compactMap(\.storyboardName)) {
                guard let target = storyboardFile(named: name, near: path), target != path else { continue }
                referrers[target, default: []].insert(path)
            }
        }
        var pending = changed.filter { PathNames.fileExtension($0) == "storyboard" }
            .compactMap { storyboardFile(named: PathNames.baseName($0), near: $0) }
        var followed = Set(pending)
        while let storyboard = pending.popLast() {
            for referrer in referrers[storyboard] ?? [] where found.insert(referrer).inserted {
                // References name the referrer's group by its preferred file (Base.lproj's).
                if let group = storyboardFile(named: PathNames.baseName(referrer), near: referrer), followed.insert(group).inserted {
                    pending.append(group)
                }
            }
        }
        return found.subtracting(changed).sorted()
    }

    // MARK: Building

    /// Reads documents concurrently.
    private static func readDocuments(_ paths: [String]) -> [String: Result<IBDocument, DocumentReadError>] {
        let read = concurrentMap(paths.count) { index in
            Result { () throws(DocumentReadError) in try IBDocument.read(path: paths[index]) }
        }
        return Dictionary(uniqueKeysWithValues: zip(paths, read))
    }

    /// The module `scanSources` gives a source: its Xcode target's or Swift package target's,
    /// else, in a tree without Xcode targets, the one its place below the roots tells
    /// (`Sources/<Module>/…`, a package whose manifest NibKit could not read); nil when none
    /// says. Where Xcode targets build the app, a folder named `Sources` is an app's own folder
    /// (a package manager's "sources" screens, on a first run: its views taken for a module
    /// `Views` that the app neither is nor links), and the packages the tree holds are known
    /// from their manifests. So are they where the tree has package manifests: a `Sources`
    /// folder no manifest claims is then an app's (a first run on an app whose project a
    /// generator makes, beside its own packages: the app target's `Sources/Classes` taken for a
    /// module `Classes`, 43 false errors).
    public static func sourceModule(of path: String, roots: [String], targets: ProjectTargets = ProjectTargets()) -> String? {
        targets.module(ofSource: path)
            ?? (targets.targets.isEmpty && !targets.hasPackageManifests ? ProjectFiles.module(ofSource: path, roots: roots) : nil)
    }

    /// The scans as the Swift of the targets that build them reads them (a file no target
    /// lists takes the Swift of its project's targets: a project that split a controller into
    /// extension files without listing them cannot build without them):
    /// - the selectors Swift 2 named methods by are added for the files only Swift 2 targets
    ///   build (`XcodeTarget.namesSwiftSelectorsAsSwift2`): an action `tap:` of such a project
    ///   is `func tap(sender: UIButton)` (a first run: a Swift 2 app's
    ///   `@IBAction func actionSearch(sender:)`, named `actionSearchWithSender:` as Swift 3
    ///   would, reported missing);
    /// - a property or method is left unexposed to the Objective-C runtime
    ///   (`DeclaredProperty.reliesOnObjCInference`, `DeclaredType.unexposedSwiftMethods`) only in the files that targets known not
    ///   to infer `@objc` build (`XcodeTarget.infersObjCForSwiftMembers` false); where no
    ///   project says which Swift compiles a file, it may be Swift 3, which exposes it.
    public static func withTargetSwift(_ files: [ScannedFile], targets: ProjectTargets) -> [ScannedFile] {
        let someSwift2 = targets.targets.contains(where: \.namesSwiftSelectorsAsSwift2)
        return files.map { file in
            let reliesOnInference = file.language == .swift
                && file.types.contains { $0.hasUnexposedMethods || $0.properties.contains(where: \.reliesOnObjCInference) }
            guard file.language == .swift, someSwift2 || reliesOnInference else { return file }
            var building = targets.targetIndices(of: file.path)
            if building.isEmpty { building = targets.targetIndices(ofProjectsHolding: file.path) }
            let namesAsSwift2 = !building.isEmpty && building.allSatisfy { targets.targets[$0].namesSwiftSelectorsAsSwift2 }
            let inferenceMayApply = reliesOnInference && (building.isEmpty || building.contains { targets.targets[$0].infersObjCForSwiftMembers != false })
            guard namesAsSwift2 || inferenceMayApply else { return file }
            var file = file
            for index in file.types.indices {
                if namesAsSwift2 { file.types[index].addSwift2Selectors() }
                if inferenceMayApply {
                    for property in file.types[index].properties.indices { file.types[index].properties[property].reliesOnObjCInference = false }
                    file.types[index].exposeInferredMethods()
                }
            }
            return file
        }
    }

    /// Scans sources, giving each file the module of its Xcode target, or else the one its
    /// place below the roots tells (`Sources/<Module>/…`), for callers that read the documents
    /// themselves.
    public static func scanSources(_ paths: [String], roots: [String], targets: ProjectTargets = ProjectTargets()) -> [ScannedFile] {
        var byModule: [String?: [Int]] = [:]
        for (index, path) in paths.enumerated() {
            byModule[sourceModule(of: path, roots: roots, targets: targets), default: []].append(index)
        }
        var files = [ScannedFile?](repeating: nil, count: paths.count)
        for (module, indices) in byModule {
            for (index, file) in zip(indices, SourceScanner.scanFiles(indices.map { paths[$0] }, module: module)) { files[index] = file }
        }
        return files.compactMap { $0 }
    }
}


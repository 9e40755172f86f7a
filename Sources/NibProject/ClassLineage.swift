import NibModel
import SourceScan
import XcodeProject

/// A class's ancestry as far as NibKit can see it: its superclasses in the scanned sources,
/// then in the UIKit/AppKit table. `isComplete` says whether that is the whole chain; checks
/// only conclude "is not a subclass" from a complete lineage.
struct ClassLineage {
    /// Qualified names from the sources (`Outer.Inner`), then framework names (`UIView`).
    let names: [String]
    /// The chain ends at a root NibKit knows (a framework root or a source root class).
    let isComplete: Bool
    /// The class itself is declared in the scanned sources.
    let isInSources: Bool
    /// Where the chain leaves the sources into a framework class NibKit knows (`UIViewController`).
    let frameworkAncestor: String?

    func contains(_ name: String) -> Bool { names.contains(name) }
}

/// Answers class questions for connection checks, combining `SourceIndex` and `FrameworkClasses`.
///
/// Answers are memoized per class (and per member): a project asks about the same few hundred
/// classes for thousands of connections, and name resolution in `SourceIndex` is not free.
struct ClassResolver {
    let sources: SourceIndex
    let hasSources: Bool
    /// For one target's view: the classes whose files the target (or a target it links)
    /// compiles but the tree does not hold (`ProjectTargets.missingSourceNames`, `AppDelegate`
    /// of a missing `AppDelegate.swift`). Their declarations are not on disk: a class of that
    /// name elsewhere is another's.
    let declaredOutOfTree: Set<String>
    /// Why a member of a class no scanned source declares is not judged: whether the class
    /// exists at all is `unknown-custom-class`'s to say (`ConnectionChecker.run`).
    static let undeclaredReason = "class not declared in the scanned sources"
    /// Why a class of `declaredOutOfTree` is not judged.
    static let outOfTreeReason = "its target, or a target it links, compiles a file of its name that is not in the tree"
    /// The classes with a category whose header some source imports but no scanned file is
    /// (`ImportedCategoryHeader`: a pod not checked in), each with every such import, by file
    /// and line.
    let unscannedCategories: [String: [ImportedCategoryHeader]]
    private let memo = Memo()

    /// Answers already computed, by question and key. Used from one thread: a resolver belongs
    /// to one check run.
    private final class Memo {
        var answers: [String: Any] = [:]
    }

    /// The memoized answer to `question` about `key`.
    private func memoized<Answer>(_ question: String, _ key: String, _ compute: () -> Answer) -> Answer {
        let slot = question + "\u{0}" + key
        // Unwrap the dictionary's optional first: a stored nil answer is a value, not a miss.
        if let known = memo.answers[slot] { return known as! Answer }
        let answer = compute()
        memo.answers[slot] = answer
        return answer
    }

    /// Answers over every scanned source but those a built class supersedes
    /// (`superseded(in:seenByBuild:)`) within a project that builds it: this is how documents
    /// no target builds see the classes, and a project's build says nothing of files outside
    /// its folder (a first run: an app whose own project is not checked in, its controller
    /// taken for the namesake a vendored library's demo project compiles, 13 false errors).
    init(project: ProjectIndex) {
        let files = project.scannedFiles
        let builders = files.map { project.targets.targetIndices(of: $0.path) }
        var superseded = Self.superseded(in: files, seenByBuild: builders.map { $0.isEmpty ? nil : true }, swiftCopies: false)
        if !superseded.isEmpty {
            // The targets building each class name, made once: most projects supersede nothing.
            var buildingTargets: [String: Set<Int>] = [:]
            for (file, built) in zip(files, builders) where !built.isEmpty {
                for name in Self.classNames(in: file) { buildingTargets[name, default: []].formUnion(built) }
            }
            superseded = superseded.filter { index in
                let projects = Set(project.targets.targetIndices(ofProjectsHolding: files[index].path))
                return Self.classNames(in: files[index]).contains { buildingTargets[$0].map { !$0.isDisjoint(with: projects) } ?? false }
            }
        }
        let sources = superseded.isEmpty ? project.sources
            : SourceIndex(files.indices.filter { !superseded.contains($0) }.map { files[$0] })
        self.init(sources: sources, hasSources: !project.sourcePaths.isEmpty || !files.isEmpty,
                  unscannedCategories: Self.unscannedCategories(in: files))
    }

    init(sources: SourceIndex, hasSources: Bool, declaredOutOfTree: Set<String> = [], unscannedCategories: [String: [ImportedCategoryHeader]] = [:]) {
        self.sources = sources
        self.hasSources = hasSources
        self.declaredOutOfTree = declaredOutOfTree
        self.unscannedCategories = unscannedCategories
    }

    /// The imports of category headers that none of `files` is, by the class they extend, in
    /// order of file and line.
    static func unscannedCategories(in files: [ScannedFile]) -> [String: [ImportedCategoryHeader]] {
        var imports: [ImportedCategoryHeader] = []
        for file in files { imports += file.categoryImports }
        guard !imports.isEmpty else { return [:] }
        // Only headers can be imported ones (a quick test before the name is taken apart).
        let scannedHeaders = Set(files.lazy.filter { $0.path.utf8.last == UInt8(ascii: "h") }.map { PathNames.fileName($0.path) })
        var result: [String: [ImportedCategoryHeader]] = [:]
        for header in imports.sorted(by: { ($0.location.file, $0.location.line) < ($1.location.file, $1.location.line) })
        where !scannedHeaders.contains(header.fileName) {
            result[header.className, default: []].append(header)
        }
        return result
    }

    /// An unscanned category (`unscannedCategories`) on `className` or a class of its lineage
    /// but the root, `NSObject`, that the sources of the class or of a superclass import (the
    /// import, in the first such file): a category on the root would leave every class's
    /// actions unjudged, and none declares one (the category headers of 160 public apps' trees:
    /// 8 of 1,737 declare an `IBAction`, 2 of 30 on UIViewController, 0 of 47 on NSObject; first
    /// runs: an `NSObject+Debug.h` not checked in hid 8 true errors, a pod's `NSObject`
    /// categories 2). Only importers are spared: one file's import of a header that is nowhere
    /// left every view controller of an app unjudged (a first run: 3 seeded renames and 1 real
    /// missing action unreported).
    func unscannedCategory(inLineageOf className: String) -> ImportedCategoryHeader? {
        guard !unscannedCategories.isEmpty else { return nil }
        // Per class, once: a project asks about the same controllers for many actions.
        return memoized("unscannedCategory", className) { () -> ImportedCategoryHeader? in
            guard let lineage = lineage(of: className) else { return nil }
            let importers = lineage.names.lazy.filter { $0 != "NSObject" }.compactMap { self.unscannedCategories[FrameworkClasses.unqualified($0)] }
            guard !importers.isEmpty else { return nil }
            let lineageFiles = Set(lineage.names.flatMap { sources.files(declaring: $0) })
            return importers.lazy.compactMap { $0.first { lineageFiles.contains($0.location.file) } }.first
        }
    }

    /// Answers as one Xcode target sees classes: its module's sources, those of the frameworks
    /// it links, and sources in no module. A file no target builds that declares a class the
    /// target compiles from a file missing from the tree (`declaredOutOfTree`) is not seen: a
    /// target whose `AppDelegate.swift` lives in a submodule that was not checked out is not
    /// the owner of another app's `AppDelegate` (a first run on a real app: 50 false findings).
    /// Nor is a file a class of the target's supersedes (`superseded(in:seenByBuild:)`).
    /// `unscannedCategories`: those of the whole tree, which a caller computes once for all
    /// targets (`unscannedCategories(in:)`).
    init(files: [ScannedFile], visibleTo target: XcodeTarget, in targets: ProjectTargets, hasSources: Bool,
         unscannedCategories: [String: [ImportedCategoryHeader]]) {
        let visible = targets.visibleModules(of: target)
        let outOfTree = targets.missingSourceNames(of: target, present: files)
        let seenByBuild = files.map { targets.sees(source: $0.path, from: target) }
        let superseded = Self.superseded(in: files, seenByBuild: seenByBuild, swiftCopies: true)
        self.init(sources: SourceIndex(files.indices.filter { index in
            let file = files[index]
            // A file a target builds is seen when this target or one it links builds it; any
            // other by its module (the targets', else the one its folder gives).
            if let seen = seenByBuild[index] { return seen }
            if !outOfTree.isEmpty, file.types.contains(where: { !$0.isExtension && outOfTree.contains($0.name) }) { return false }
            if superseded.contains(index) { return false }
            // No target builds it (else `sees` had answered): its module is its package's, if any.
            let fromTargets = targets.packageModule(of: file.path).map { [$0] } ?? []
            let modules = fromTargets.isEmpty ? [file.module].compactMap { $0 } : fromTargets
            return modules.isEmpty || modules.contains(where: visible.contains)
        }.map { files[$0] }), hasSources: hasSources, declaredOutOfTree: outOfTree, unscannedCategories: unscannedCategories)
    }

    /// The indices of the files no target builds (`seenByBuild` nil) that a built file (`seenByBuild`
    /// true) supersedes. One runtime class cannot be compiled twice, so the file a target
    /// compiles is the class:
    /// - a file declaring, in the other language, a class a built file declares under the same
    ///   runtime name: a Swift `@objc(DWSettings)` class and a leftover `@interface DWSettings`
    ///   (a first run on a real app: 6 false findings against a leftover Objective-C controller
    ///   a Swift rewrite had replaced);
    /// - an Objective-C implementation file (`.m`, `.mm`) declaring a class or class extension of
    ///   a class a built implementation file implements, and the header of its folder and name
    ///   when the built one has its own: a copy of the controller left in another folder (a
    ///   first run: an outlet's type judged against the leftover's class extension, 1 false
    ///   error);
    /// - a Swift file declaring a class (not an extension) under the name a built Swift file
    ///   declares one: Swift declares a class once in a module, so the file in no build phase
    ///   and in no package (no module of its own) is an old copy (a first run: two copies of a login controller left in other folders with another
    ///   superclass, so that its lineage was lost: 1 false finding, 2 true ones unreported).
    /// Within one language a class's declarations may otherwise be split over files in no
    /// build phase (a header beside its implementation, a Swift extension), so those are kept.
    /// `swiftCopies`: whether the third case applies, as it does when a target's view is built
    /// (the target compiles one declaration); in the whole project's view a class name may be
    /// another app's of the tree, whose project is not there (a first run: a helper app's
    /// `AppDelegate`, in no project of the tree, beside the main app's built one).
    static func superseded(in files: [ScannedFile], seenByBuild: [Bool?], swiftCopies: Bool) -> Set<Int> {
        var builtRuntimeNames: [SourceLanguage: Set<String>] = [:]
        // Per class a built implementation file implements, the path of that file without its
        // extension: where its own header would be.
        var builtImplementationStems: [String: [String]] = [:]
        var builtSwiftClasses = Set<String>()
        for (file, seen) in zip(files, seenByBuild) where seen == true {
            for type in file.types where type.kind == .class {
                if let name = runtimeName(of: type, in: file.language) { builtRuntimeNames[file.language, default: []].insert(name) }
                if swiftCopies, file.language == .swift { builtSwiftClasses.insert(type.qualifiedName) }
            }
            if isImplementationFile(file) {
                let stem = pathWithoutExtension(file.path)
                for type in file.types { builtImplementationStems[type.qualifiedName, default: []].append(stem) }
            }
        }
        guard !builtRuntimeNames.isEmpty || !builtImplementationStems.isEmpty || !builtSwiftClasses.isEmpty else { return [] }
        var result = Set<Int>()
        var copies: [Int] = []
        for index in files.indices where seenByBuild[index] == nil {
            let file = files[index]
            if let other = builtRuntimeNames[file.language == .swift ? .objectiveC : .swift],
               file.types.contains(where: { $0.kind == .class && runtimeName(of: $0, in: file.language).map(other.contains) == true }) {
                result.insert(index)
            } else if file.language == .swift, file.module == nil,
                      file.types.contains(where: { $0.kind == .class && builtSwiftClasses.contains($0.qualifiedName) }) {
                result.insert(index)
            } else if isImplementationFile(file), file.types.contains(where: { builtImplementationStems[$0.qualifiedName] != nil }) {
                copies.append(index)
            }
        }
        guard !copies.isEmpty else { return result }
        // Only copies of the sources' own classes: two files may well add categories to a
        // framework class.
        let ownClasses = Set(files.lazy.filter { $0.language == .objectiveC }.flatMap(\.types).filter { $0.kind == .class }.map(\.qualifiedName))
        var supersededImplementations = Set<String>()
        for index in copies where files[index].types.contains(where: { ownClasses.contains($0.qualifiedName) && builtImplementationStems[$0.qualifiedName] != nil }) {
            result.insert(index)
            supersededImplementations.insert(pathWithoutExtension(files[index].path))
        }
        guard !supersededImplementations.isEmpty else { return result }
        // The copy's header goes with it only when the built implementation has a header of its
        // own beside it: otherwise the copy's is the one the build imports (a project may list
        // a header from another folder, `../Groups/Panel.h`, beside the implementation it
        // compiles; a first run's app kept an old implementation beside that header, and its
        // class was reported declared nowhere).
        let headers = Set(files.lazy.map(\.path).filter { $0.hasSuffix(".h") })
        for index in files.indices where seenByBuild[index] == nil && files[index].path.hasSuffix(".h")
            && supersededImplementations.contains(pathWithoutExtension(files[index].path)) {
            let classes = files[index].types.filter { $0.kind == .class }.map(\.qualifiedName)
            guard classes.allSatisfy({ (builtImplementationStems[$0] ?? []).contains { headers.contains($0 + ".h") } }) else { continue }
            result.insert(index)
        }
        return result
    }

    /// The names (and runtime names) of the classes a file declares, implements or extends:
    /// what a built file supersedes a copy by, within a project that builds it.
    private static func classNames(in file: ScannedFile) -> [String] {
        file.types.filter { $0.kind != .protocol }.flatMap { [$0.qualifiedName, runtimeName(of: $0, in: file.language)].compactMap { $0 } }
    }

    /// An Objective-C implementation file (`.m`, `.mm`), not a header.
    private static func isImplementationFile(_ file: ScannedFile) -> Bool {
        file.language == .objectiveC && (file.path.hasSuffix(".m") || file.path.hasSuffix(".mm"))
    }

    /// `Old/PanelController.m` -> `Old/PanelController`.
    private static func pathWithoutExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return path }
        return String(path[..<dot])
    }

    /// The name a class has in the Objective-C runtime, where a document's `customClass` finds
    /// it: an Objective-C class's own, a Swift class's `@objc(Name)` (without one, the runtime
    /// name carries the module, and no Objective-C class can share it).
    private static func runtimeName(of type: DeclaredType, in language: SourceLanguage) -> String? {
        language == .swift ? type.objcName : type.qualifiedName
    }

    /// `SourceIndex.superclassChain`, memoized.
    /// A name the sources declare only as a protocol has none: a document's class is a
    /// class, and Objective-C keeps protocols apart (a first run on a real app: a class-dump
    /// header's `@protocol NSObject` made the Application placeholder's `NSObject` a source
    /// type without `terminate:`).
    func superclassChain(of className: String) -> SuperclassChain? {
        memoized("chain", className) { isProtocol(className) ? nil : sources.superclassChain(of: className) }
    }

    /// `SourceIndex.hasProperty`, answered from one memoized set of property names per class:
    /// true when the class, a superclass in the sources, or the sources' extension of any
    /// framework class of its lineage (`extension UIView { @IBInspectable var … }`) declares
    /// it; nil when not and the chain leaves the sources (or the class is unknown); false otherwise.
    func hasProperty(_ property: String, in className: String) -> Bool? {
        guard let chain = superclassChain(of: className) else { return nil }
        let lineageNames = lineage(of: className)?.names ?? chain.chain
        let names = memoized("properties", className) {
            (lineageNames + [chain.exitsAt].compactMap { $0 }).reduce(into: Set<String>()) { names, name in
                for type in sources.types(named: name) {
                    names.formUnion(type.propertyNames)
                    names.formUnion(type.synthesizedInstanceVariableNames)
                }
            }
        }
        if OutletKey.names(reachedBy: property).contains(where: names.contains) { return true }
        // Key-value coding's other ways in (`setValue:forKey:`): a `set<Key>:` or `_set<Key>:`
        // method, an `_is<Key>` or `is<Key>` instance variable (a first run's probes: an outlet
        // kept by its setter alone reported missing).
        if let first = property.first {
            let key = first.uppercased() + property.dropFirst()
            if names.contains("is" + key) { return true }
            for setter in ["set\(key):", "_set\(key):"] where hasSelector(setter, in: className) == true { return true }
        }
        // A PyObjC class takes any key (`DeclaredType.acceptsAnyKey`).
        if memoized("anyKey", className, { lineageNames.contains { sources.types(named: $0).contains(where: \.acceptsAnyKey) } }) { return true }
        return chain.leavesSources ? nil : false
    }

    /// The Swift property an outlet's key names when Swift 4 hides it from the Objective-C
    /// runtime (`DeclaredProperty.reliesOnObjCInference`) and nothing else of the class's
    /// lineage in the sources answers the key: no property the runtime sees, no instance
    /// variable, no `@objcMembers` class, no PyObjC class, no requirement of an `@objc` protocol
    /// the lineage adopts. Key-value coding cannot set such a property, so loading the document
    /// raises "not key value coding-compliant" (the Swift 4 migration's known crash: SE-0160).
    func propertyUnexposedToObjC(_ property: String, in className: String) -> DeclaredProperty? {
        guard sources.mayBeUnexposedProperty(property), let chain = superclassChain(of: className) else { return nil }
        let names = memoized("lineageNames", className) { (lineage(of: className)?.names ?? chain.chain) + [chain.exitsAt].compactMap { $0 } }
        // Per class, once: its lineage's unexposed properties by name (none where an
        // `@objcMembers` or PyObjC class exposes every key). Most classes have none that an
        // outlet names, and nothing more is asked.
        let unexposed = memoized("unexposedProperties", className) { () -> [String: DeclaredProperty] in
            var unexposed: [String: DeclaredProperty] = [:]
            for name in names {
                for type in sources.types(named: name) {
                    if (type.kind == .class && type.exposesMembersToObjC) || type.acceptsAnyKey { return [:] }
                    for member in type.properties where member.reliesOnObjCInference && unexposed[member.name] == nil { unexposed[member.name] = member }
                }
            }
            return unexposed
        }
        let keys = OutletKey.names(reachedBy: property)
        guard !unexposed.isEmpty, let declaration = keys.lazy.compactMap({ unexposed[$0] }).first else { return nil }
        var protocols: [String] = []
        for name in names {
            for type in sources.types(named: name) {
                if case let exposed = type.exposedPropertyNames, keys.contains(where: exposed.contains) { return nil }
                protocols += type.inheritance
            }
        }
        // A member that meets a requirement of an `@objc` protocol the class adopts is exposed
        // whatever the Swift (SE-0160); protocols the protocols inherit count too.
        var seen = Set<String>()
        while let name = protocols.popLast() {
            guard seen.insert(name).inserted else { continue }
            if FrameworkClasses.objcProtocolProperties[FrameworkClasses.unqualified(name)]?.contains(where: keys.contains) == true { return nil }
            for type in sources.types(named: name) where type.kind == .protocol {
                if type.exposesMembersToObjC, type.properties.contains(where: { keys.contains($0.name) }) { return nil }
                protocols += type.inheritance
            }
        }
        return declaration
    }

    /// The Swift declaration (class or extension) whose method an action's selector names when
    /// Swift 4 hides that method from the Objective-C runtime (`DeclaredType.unexposedSwiftMethods`)
    /// and nothing else of the class's lineage in the sources answers the selector: no method the
    /// runtime sees, no `@objcMembers` class, no requirement of an `@objc` protocol of the
    /// sources the lineage adopts. The control's action then raises "unrecognized selector"
    /// (SE-0160, as for outlets: `propertyUnexposedToObjC`).
    func methodUnexposedToObjC(_ selector: String, in className: String) -> DeclaredType? {
        guard let chain = superclassChain(of: className) else { return nil }
        let names = memoized("lineageNames", className) { (lineage(of: className)?.names ?? chain.chain) + [chain.exitsAt].compactMap { $0 } }
        var declaration: DeclaredType?
        var protocols: [String] = []
        for name in names {
            for type in sources.types(named: name) {
                if (type.kind == .class && type.exposesMembersToObjC) || type.acceptsAnyKey { return nil }
                if type.declaresSelectorOnlyUnexposed(selector) {
                    if declaration == nil { declaration = type }
                } else if type.declaresSelector(selector) {
                    return nil
                }
                protocols += type.inheritance
            }
        }
        guard let declaration else { return nil }
        // A method that meets a requirement of an `@objc` protocol the class adopts is exposed
        // whatever the Swift (SE-0160); protocols the protocols inherit count too.
        var seen = Set<String>()
        while let name = protocols.popLast() {
            guard seen.insert(name).inserted else { continue }
            for type in sources.types(named: name) where type.kind == .protocol {
                if type.exposesMembersToObjC, type.declaresSelector(selector) { return nil }
                protocols += type.inheritance
            }
        }
        return declaration
    }

    /// Property names of the class and its superclasses in the sources (for suggestions).
    func propertyNames(of className: String) -> Set<String> {
        memoized("allProperties", className) { sources.typesAlongChain(of: className).reduce(into: Set<String>()) { $0.formUnion($1.propertyNames) } }
    }

    /// Selectors of the class and its superclasses in the sources (for suggestions).
    func selectors(of className: String) -> Set<String> {
        memoized("allSelectors", className) {
            sources.typesAlongChain(of: className).reduce(into: Set<String>()) { $0.formUnion($1.methodSelectors); $0.formUnion($1.actions.map(\.selector)) }
        }
    }

    /// `SourceIndex.hasSelector`, memoized; true also when the sources' extension of a
    /// framework class above the one the chain leaves at declares it (`extension
    /// UIViewController { @IBAction func dismiss(sender:) }` for a UITableViewController
    /// subclass: a first run on a real app, 3 false findings), as `hasProperty` reads them.
    func hasSelector(_ selector: String, in className: String) -> Bool? {
        memoized("selector", className + "#" + selector) {
            let answer = sources.hasSelector(selector, in: className)
            guard answer != true, let lineage = lineage(of: className), let ancestor = lineage.frameworkAncestor else { return answer }
            let above = lineage.names.drop { $0 != ancestor }.dropFirst()
            let declared = above.contains { name in
                sources.types(named: name).contains { $0.isExtension && ($0.declaresSelector(selector) || $0.declaresProperty(selector)) }
            }
            return declared ? true : answer
        }
    }

    /// Where an action's method is declared but nowhere defined: the Objective-C `@interface`
    /// that declares `selector` for `className` and that nothing defines
    /// (`SourceIndex.interfaceWithoutImplementation`); nil also when the chain leaves the
    /// sources at a class NibKit does not know, or reaches a framework class that declares
    /// the action.
    func interfaceWithoutImplementation(of selector: String, in className: String) -> DeclaredType? {
        memoized("unimplemented", className + "#" + selector) {
            guard let declaration = sources.interfaceWithoutImplementation(of: selector, in: className),
                  let lineage = lineage(of: className), lineage.isComplete else { return nil }
            if let ancestor = lineage.frameworkAncestor, FrameworkClasses.actionSelectors(ofFrameworkAncestor: ancestor).contains(selector) { return nil }
            return declaration
        }
    }

    /// Where an outlet's property is declared only by a named Objective-C category, which gives
    /// it no storage (`SourceIndex.categoryOnlyProperty`); nil also when the chain leaves the
    /// sources at a class NibKit does not know, or reaches a framework class that answers keys
    /// its instances do not declare (`keyAnsweringFrameworkClasses`).
    func categoryOnlyProperty(_ key: String, in className: String) -> DeclaredType? {
        guard sources.mayBeCategoryProperty(key) else { return nil }
        return memoized("categoryOnly", className + "#" + key) {
            guard let declaration = sources.categoryOnlyProperty(key, in: className),
                  let lineage = lineage(of: className), lineage.isComplete,
                  !lineage.names.contains(where: Self.keyAnsweringFrameworkClasses.contains) else { return nil }
            return declaration
        }
    }

    /// Framework classes whose instances answer keys no declaration gives storage: Core Data's
    /// managed objects make the accessors of their `@dynamic` properties at run time (Apple's
    /// NSManagedObject documentation, "Custom Accessor Methods").
    static let keyAnsweringFrameworkClasses: Set<String> = ["NSManagedObject"]

    /// `SourceIndex.outlets`, memoized.
    func outlets(of className: String) -> [DeclaredOutlet] {
        memoized("outlets", className) { sources.outlets(of: className) }
    }

    /// Prefixes of Apple framework classes: an unknown class with one of them is taken to be a
    /// framework class NibKit's table lacks, never reported as unknown (`looksLikeAppleClass`).
    /// WebKit's legacy view is `WebView` itself: no Apple class starts `WebView` and goes on (a
    /// first run: an app's renamed `WebViewController` went unreported as one).
    static let appleClassPrefixes = ["UI", "NS", "MK", "WK", "SK", "SCN", "GLK", "AV", "PK", "AR", "PDF", "MTK", "CN", "EK",
                                     "QL", "PH", "MF", "SF", "GK", "HK", "IK", "QC", "CA", "ASAuthorization"]

    /// Whether `name` has an Apple prefix then a capital, and is not of the app's own longer
    /// prefix: three capitals or more that some class of the sources has (`declaredPrefixes`,
    /// `ExternalDependencies.classPrefix`), as `SKT` of Apple's Sketch sample's classes, which
    /// apps derived from it keep (a first run: 3 renamed `SKT…` classes taken for SpriteKit's).
    static func looksLikeAppleClass(_ name: String, declaredPrefixes: Set<String> = []) -> Bool {
        if name == "WebView" { return true }
        guard appleClassPrefixes.contains(where: { name.hasPrefix($0) && name.dropFirst($0.count).first.map { $0.isUppercase } == true })
        else { return false }
        guard let prefix = ExternalDependencies.classPrefix(name), prefix.count >= 3 else { return true }
        return !declaredPrefixes.contains(String(prefix))
    }

    /// The class an object is made of: its customClass, else the element's framework class.
    /// Placeholders without a class have none: File's Owner is whatever object loads the nib.
    func className(of object: IBObject, in document: IBDocument) -> String? {
        if let customClass = object.customClass { return customClass }
        switch object.role {
        case .placeholder: return nil
        default: return FrameworkClasses.className(ofElement: object.element, platform: document.platform)
        }
    }

    /// The declarations (not extensions) of a type name in the sources, memoized.
    func declarations(of name: String) -> [DeclaredType] {
        memoized("declarations", name) { sources.types(named: name).filter { !$0.isExtension } }
    }

    /// The class declarations of a name: what a document's custom class can be. A struct, enum
    /// or protocol of the same name is another type (a first run: a SwiftUI `struct` given the
    /// name of a UIKit button class the app had removed, taken for its declaration in another
    /// module; in the same module, the unknown class went unreported).
    func classDeclarations(of name: String) -> [DeclaredType] {
        declarations(of: name).filter { $0.kind == .class }
    }

    /// Whether the sources declare the class (not just extend it, nor only another kind of type
    /// of its name).
    func isSourceClass(_ name: String) -> Bool {
        !classDeclarations(of: name).isEmpty
    }

    func isProtocol(_ name: String) -> Bool {
        let declarations = declarations(of: name)
        return !declarations.isEmpty && declarations.allSatisfy { $0.kind == .protocol }
    }

    /// The lineage of a class name (source or framework); nil when NibKit knows nothing of it.
    func lineage(of name: String) -> ClassLineage? {
        memoized("lineage", name) { computeLineage(of: name) }
    }

    private func computeLineage(of name: String) -> ClassLineage? {
        if let chain = superclassChain(of: name), isSourceClass(name) {
            guard let exit = chain.exitsAt else {
                return ClassLineage(names: chain.chain, isComplete: true, isInSources: true, frameworkAncestor: nil)
            }
            let framework = FrameworkClasses.unqualified(String(exit.prefix { $0 != "<" }))
            if let frameworkChain = FrameworkClasses.chain(of: framework) {
                return ClassLineage(names: chain.chain + frameworkChain, isComplete: true, isInSources: true, frameworkAncestor: framework)
            }
            return ClassLineage(names: chain.chain, isComplete: false, isInSources: true, frameworkAncestor: nil)
        }
        let framework = FrameworkClasses.unqualified(name)
        if let frameworkChain = FrameworkClasses.chain(of: framework) {
            return ClassLineage(names: frameworkChain, isComplete: true, isInSources: false, frameworkAncestor: framework)
        }
        return nil
    }

    /// Whether an object of class `objectClass` may be stored in an outlet declared as
    /// `declaredType`: true, false, or nil when that cannot be decided from what was scanned
    /// (a protocol, a typealias, a class from outside the sources).
    func isAssignable(_ objectClass: String, to declaredType: String) -> Bool? {
        // Through a `typealias` (`typealias ScoreLabel = UILabel`), the type it names.
        let written = String(declaredType.prefix { $0 != "<" })
        let type = FrameworkClasses.unqualified(sources.resolvingTypeAlias(written))
        if FrameworkClasses.anyObjectTypes.contains(type) { return true }
        guard let lineage = lineage(of: objectClass) else { return nil }
        // A protocol of the sources' own: its adopters are declared there too, so a class whose
        // whole chain is known adopts it only through a clause the sources hold (a first run's
        // probe: an outlet of the app's `@objc` protocol connected to a plain button).
        if isProtocol(type) {
            guard lineage.isComplete else { return nil }
            return sources.adopts(lineage.names, protocol: type)
        }
        let typeName: String
        if isSourceClass(type) {
            guard let resolved = superclassChain(of: type)?.chain.first else { return nil }
            typeName = resolved
        } else if FrameworkClasses.isKnown(type) {
            typeName = type
        } else {
            return nil
        }
        if lineage.contains(typeName) { return true }
        return lineage.isComplete ? false : nil
    }
}

/// The answer to "does this class have that member?".
enum MemberJudgement {
    case declared
    /// Not in the class, its superclasses in the sources, nor the framework class they reach.
    case missing
    /// The class or part of its chain is outside the sources; the reason says which.
    case notJudged(reason: String)
    /// A UIKit/AppKit class used as such (`customClass="UIViewController"`): out of scope.
    case frameworkClass
}

extension ClassResolver {
    /// The first subclass of `className` (by name) for which `declares` holds: a File's Owner is
    /// whatever object loads the document, and a subclass that passes the nib's name to its
    /// superclass's initialiser (`initWithNibName:bundle:`) is that object, with its own outlets
    /// and actions (a first run: a controller declaring none, whose subclasses load its nib).
    func subclass(of className: String, where declares: (String) -> Bool) -> String? {
        sources.subclasses(of: className).first(where: declares)
    }

    /// Judges whether `className` has `member`, where `sourceAnswer` is SourceIndex's answer
    /// (`hasProperty` / `hasSelector`: nil when the chain leaves the sources) and
    /// `frameworkMembers` gives the names the framework class the chain reaches declares.
    func judge(_ member: String, of className: String, sourceAnswer: Bool?, frameworkMembers: (_ ancestor: String) -> Set<String>) -> MemberJudgement {
        guard let lineage = lineage(of: className), lineage.isInSources else {
            if FrameworkClasses.isKnown(FrameworkClasses.unqualified(className)) { return .frameworkClass }
            if declaredOutOfTree.contains(className) { return .notJudged(reason: Self.outOfTreeReason) }
            return .notJudged(reason: Self.undeclaredReason)
        }
        switch sourceAnswer {
        case true?: return .declared
        case false?: return .missing
        case nil:
            guard lineage.isComplete, let ancestor = lineage.frameworkAncestor else {
                return .notJudged(reason: "superclass chain leaves the scanned sources")
            }
            // NSObject itself declares no outlets and no actions.
            return ancestor != "NSObject" && frameworkMembers(ancestor).contains(member) ? .declared : .missing
        }
    }
}

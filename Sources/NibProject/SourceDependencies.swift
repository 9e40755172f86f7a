import NibModel
import SourceScan
import XcodeProject

/// What the connection checks read of all the sources at once, besides the classes they look
/// up by name.
struct SourceNames {
    /// Every class the sources declare, by the names documents may write (qualified and
    /// `@objc` names): the "did you mean" candidates for an unknown class.
    let declaredClassNames: Set<String>
    /// The Objective-C prefixes (`ExternalDependencies.classPrefix`: `MP` of `MPDocument`) of
    /// the classes the sources declare: a class whose prefix none of them has is another
    /// code base's.
    let declaredClassPrefixes: Set<String>
    /// Class names the sources write as outlet types and superclasses (module qualifiers and
    /// generic arguments dropped): what the code compiles against, declared there or not.
    let typesNamedInSources: Set<String>
    /// The names of the source files without their extensions (`DayChooser` of `DayChooser.h`).
    private let sourceFileBaseNames: Set<String>

    /// Whether the code compiles against a declaration of `className` from outside the tree:
    /// the sources name it (an outlet's type, a superclass) and declare it nowhere, and no
    /// source file is named after it. A file named after the class is where the project kept
    /// it: the class was renamed or removed there, and a forward `@class` of the old name lets
    /// an outlet's type still compile (first runs: two seeded renames of Objective-C classes
    /// whose files kept their names, missed).
    func isCompiledAgainstOutsideDeclaration(_ className: String) -> Bool {
        typesNamedInSources.contains(className) && !sourceFileBaseNames.contains(className)
    }
    /// Every selector a scanned type declares (methods and actions): what a First Responder
    /// action or an unwind action may name. Collected when first asked for: the scan leaves
    /// Swift methods' selectors unspelled, and a project whose documents name no such action
    /// never spells them.
    var allSelectors: Set<String> {
        if let known = memo.allSelectors { return known }
        var selectors = Set<String>()
        for file in files {
            for type in file.types {
                type.insertMethodSelectors(into: &selectors)
                for action in type.actions { selectors.insert(action.selector) }
            }
        }
        memo.allSelectors = selectors
        return selectors
    }

    /// The `IBAction`s of `allSelectors` that only Objective-C `@interface`s declare (a
    /// header's, a category's) and nothing defines: no `@implementation`, Swift or Python
    /// declaration has the selector. Each with the first class declaring it, whose lineage
    /// decides (`ClassLineage.interfaceWithoutImplementation`). A First Responder action or an
    /// unwind named so finds no receiver at run time, as a control's action sent to that class
    /// would not (a seeded break: an unwind's method deleted from the `.m`, its header left).
    var interfaceOnlyActions: [String: String] {
        if let known = memo.interfaceOnlyActions { return known }
        var defined = Set<String>()
        var declared: [String: String] = [:]
        for file in files {
            for type in file.types {
                if type.objcContainer == .interface {
                    for action in type.actions where declared[action.selector] == nil { declared[action.selector] = type.name }
                } else {
                    type.insertMethodSelectors(into: &defined)
                    for action in type.actions { defined.insert(action.selector) }
                }
            }
        }
        let found = declared.filter { !defined.contains($0.key) }
        memo.interfaceOnlyActions = found
        return found
    }

    private let files: [ScannedFile]
    private let memo = Memo()

    /// `allSelectors`, once collected.
    private final class Memo {
        var allSelectors: Set<String>?
        var interfaceOnlyActions: [String: String]?
    }

    init(_ files: [ScannedFile]) {
        var classNames = Set<String>()
        var named = Set<String>()
        for file in files {
            for type in file.types {
                for written in type.outlets.map(\.typeName) + [type.superclass].compactMap({ $0 }) {
                    named.insert(FrameworkClasses.unqualified(String(written.prefix { $0 != "<" })))
                }
                if type.kind == .class {
                    classNames.insert(type.qualifiedName)
                    if let objcName = type.objcName { classNames.insert(objcName) }
                }
            }
        }
        self.files = files
        sourceFileBaseNames = Set(files.map { PathNames.baseName($0.path) })
        declaredClassNames = classNames
        declaredClassPrefixes = Set(classNames.compactMap { ExternalDependencies.classPrefix($0).map(String.init) })
        typesNamedInSources = named
    }
}

/// Digests of what the connection checks read of the sources, so that a cache can tell, after
/// a source changed, which documents' connection findings can have changed with it.
///
/// A document's per-document connection findings read the sources only through:
/// - the name table (`namesDigest`): which files there are, in which module and language, and
///   in each the name, qualified name, kind, `@objc` and `NS_SWIFT_NAME` names and written
///   superclass of every declaration, the name each extension extends, and the category headers
///   each imports (one the tree lacks leaves its class's actions unjudged). It decides how
///   every name resolves and where every superclass chain goes (`SourceIndex` follows only
///   these), whether a class is declared and in which module, which modules count as scanned,
///   and the "did you mean" candidates of an unknown class. A declaration added, removed,
///   renamed, moved or given another superclass changes it, and then every document is
///   checked again.
/// - the members of the classes it names (`DocumentConnectionFacts.classNames`): every
///   declaration and extension along each one's superclass chain in the sources, those the
///   sources add to the framework classes its lineage reaches, and those of the class the
///   chain leaves at, as the whole project and as the document's Xcode target see them:
///   outlets, actions, properties, selectors, with their locations (findings point at them).
///   An outlet's type and a destination's class are judged by the name table alone.
/// - whether the sources name each of those classes (an outlet type, a superclass) and no
///   source file is named after it, which decides whether an unknown class is taken for a
///   dependency's (`SourceNames.isCompiledAgainstOutsideDeclaration`); and, where one of the
///   document's targets compiles a file of a git submodule that is not here, that file and
///   whether any source writes each class's name (`MissingSourceFiles`);
/// - for its First Responder actions and unwind segues (`responderSelectors`), whether any
///   class declares each selector, and, when one does not, every selector of the sources
///   (the suggestion is chosen among them); when only an `@interface` declares it
///   (`SourceNames.interfaceOnlyActions`), the members of that class as for `classNames`.
/// The project-wide rules are not keyed here: `outlet-unconnected` reads the sources' method
/// bodies (`OutletCodeUses`), so their findings follow every source's bytes. Everything else
/// the checks read is the documents and the project files, which the caller keys.
///
/// Not thread-safe (its class answers are memoized): use one from one thread.
public struct SourceDependencies {
    /// The name table's digest.
    public let namesDigest: ContentDigest
    private let files: [ScannedFile]
    private let targets: ProjectTargets
    private let global: ClassResolver
    private let names: SourceNames
    private let memo = Memo()

    /// Per-target resolvers and the digest of every selector, made when first asked for.
    private final class Memo {
        var targetClasses: [String: ClassResolver] = [:]
        var selectorsDigest: ContentDigest?
        var missingSources: MissingSourceFiles?
    }
    private let sourcePaths: [String]

    /// - Parameters:
    ///   - sourcePaths: the sources named to the scanner (one it could not read has no types).
    ///   - scannedFiles: their scans, in the same order.
    ///   - targets: the project's Xcode targets (which sources a document's target sees).
    public init(sourcePaths: [String], scannedFiles: [ScannedFile], targets: ProjectTargets) {
        files = scannedFiles
        self.sourcePaths = sourcePaths
        self.targets = targets
        let hasSources = !sourcePaths.isEmpty || !scannedFiles.isEmpty
        global = ClassResolver(sources: SourceIndex(scannedFiles), hasSources: hasSources,
                               unscannedCategories: ClassResolver.unscannedCategories(in: scannedFiles))
        names = SourceNames(scannedFiles)
        var table = DigestBuilder()
        table.add("sources \(sourcePaths.count) \(hasSources)")
        for file in scannedFiles {
            table.add("file \(file.path) \(file.module ?? "-") \(file.language)")
            for header in file.categoryImports { table.add("category import \(header.path) \(header.location)") }
            for type in file.types {
                table.add("\(type.kind) \(type.name) \(type.qualifiedName) \(type.objcName ?? "-") \(type.swiftName ?? "-") \(type.superclass ?? "-")")
            }
        }
        namesDigest = table.digest
    }

    /// What the per-document connection checks of the document at `path` read of the sources
    /// (the name table included).
    public func digest(forDocument path: String, facts: DocumentConnectionFacts) -> ContentDigest {
        var key = DigestBuilder()
        key.add(namesDigest)
        // Every target bundling the document: which of them it is judged for depends on what
        // each sees of its classes (`CheckContext.judgingTarget(of:among:classes:)`).
        var resolvers = [global]
        var compilesMissingSubmoduleFile = false
        for target in targets.targets(ofDocument: path) {
            key.add("target " + target.identity)
            resolvers.append(resolver(for: target))
            // A class the code uses may be a missing submodule file's (`MissingSourceFiles`).
            if let missing = missingSources.first(compiledBy: target) {
                key.add("missing \(missing)")
                compilesMissingSubmoduleFile = true
            }
        }
        for className in facts.classNames {
            key.add("class \(className) named \(names.isCompiledAgainstOutsideDeclaration(className))")
            if compilesMissingSubmoduleFile { key.add("used \(missingSources.isNamedInSources(className))") }
            for resolver in resolvers {
                for type in resolver.membersRead(of: className) { key.add(type) }
            }
        }
        var allSelectorsRead = false
        for selector in facts.responderSelectors {
            let declared = names.allSelectors.contains(selector)
            key.add("responder \(selector) \(declared)")
            allSelectorsRead = allSelectorsRead || !declared
            // Declared only in an @interface: the verdict reads the declaring class's lineage.
            if let className = names.interfaceOnlyActions[selector] {
                key.add("interface only \(className)")
                for resolver in resolvers {
                    for type in resolver.membersRead(of: className) { key.add(type) }
                }
            }
        }
        if allSelectorsRead { key.add(selectorsDigest) }
        return key.digest
    }

    private var missingSources: MissingSourceFiles {
        if let known = memo.missingSources { return known }
        let made = MissingSourceFiles(sourcePaths: sourcePaths)
        memo.missingSources = made
        return made
    }

    private func resolver(for target: XcodeTarget) -> ClassResolver {
        if let known = memo.targetClasses[target.identity] { return known }
        let resolver = ClassResolver(files: files, visibleTo: target, in: targets, hasSources: global.hasSources,
                                     unscannedCategories: global.unscannedCategories)
        memo.targetClasses[target.identity] = resolver
        return resolver
    }

    private var selectorsDigest: ContentDigest {
        if let known = memo.selectorsDigest { return known }
        var all = DigestBuilder()
        for selector in names.allSelectors.sorted() { all.add(selector) }
        memo.selectorsDigest = all.digest
        return all.digest
    }
}

extension ClassResolver {
    /// The declarations and extensions whose members the connection checks may read for
    /// `className` (`hasProperty`, `hasSelector`, `outlets`, `propertyNames`, `selectors`,
    /// `declarations`): along its chain in the sources and its exit, and the sources'
    /// extensions of every class of its lineage.
    func membersRead(of className: String) -> [DeclaredType] {
        let chain = superclassChain(of: className)
        let lineageNames = (chain?.chain ?? []) + (lineage(of: className)?.names ?? []) + [chain?.exitsAt].compactMap { $0 }
        return sources.typesAlongChain(of: className) + lineageNames.flatMap(sources.types(named:))
    }
}

private extension DigestBuilder {
    /// Every member of a declaration the checks may read, in a fixed order (sets sorted).
    mutating func add(_ type: DeclaredType) {
        add("type \(type.kind) \(type.qualifiedName) \(type.location) \(type.superclass ?? "-") \(type.inheritance) \(type.objcName ?? "-") \(type.swiftName ?? "-") \(type.objcContainer?.rawValue ?? "-")")
        for outlet in type.outlets {
            add("outlet \(outlet.name) \(outlet.typeName) \(outlet.isCollection) \(outlet.isOptional) \(outlet.ownership) \(outlet.location)")
        }
        for action in type.actions {
            add("action \(action.name) \(action.selector) \(action.parameterCount) \(action.isSegueAction) \(action.location)")
        }
        for property in type.properties {
            add("property \(property.name) \(property.objcName ?? "-") \(property.typeName ?? "-") \(property.isOutlet) \(property.isInspectable) \(property.location)")
        }
        for name in type.propertyNames.sorted() { add("property name " + name) }
        for selector in type.methodSelectors.sorted() { add("selector " + selector) }
    }
}

import NibModel
import SourceScan
import XcodeProject

/// A class a check did not judge because its declaration is outside the scanned sources (a
/// framework or pod class, or a chain that leaves the sources at a class NibKit does not know).
public struct SkippedClass: Sendable, Hashable {
    /// The class name as the document writes it; for an action sent to First Responder, whose
    /// receiver no document names, the action's selector (`isAction`).
    public let className: String
    /// Whether `className` is an action's selector: an action no class of the tree was found to
    /// implement, which code from outside the tree may.
    public var isAction = false
    /// Whether the configuration names it (`external_classes`, or its module in
    /// `external_modules`): outside on purpose, so `connections-skipped` does not list it.
    public var isNamedInConfiguration = false
    /// Why it was not judged (declared outside the sources, superclass unknown…).
    public let reason: String
    /// The first place the class was met.
    public let location: SourceLocation
}

/// What a connection check found, and what it left alone.
public struct ConnectionReport: Sendable {
    /// Findings, sorted by location; codes are `ConnectionChecker.ruleIDs`.
    public var diagnostics: [Diagnostic] = []
    /// Classes not judged, one entry per class name.
    public var skipped: [SkippedClass] = []

    /// One note saying how many classes were not judged and which (`ConnectionsSkippedRule`),
    /// at the first one's place, each with its reason; nil when none were.
    public var skippedSummary: Diagnostic? {
        let skipped = skipped.filter { !$0.isNamedInConfiguration }
        guard let first = skipped.first else { return nil }
        let names = skipped.prefix(10).map(\.className).joined(separator: ", ") + (skipped.count > 10 ? ", …" : "")
        let description = ConnectionsSkippedRule.description
        let actions = skipped.count(where: \.isAction), classes = skipped.count - actions
        let counted = [classes == 0 ? nil : classes == 1 ? "1 class" : "\(classes) classes",
                       actions == 0 ? nil : actions == 1 ? "1 action" : "\(actions) actions"].compactMap { $0 }.joined(separator: " and ")
        let message = skipped.count == 1
            ? "\(first.isAction ? "action" : "class") \(first.className) was not checked against the sources: \(first.reason)"
            : "\(counted) were not checked against the sources: \(names) (\(first.className): \(first.reason); the related places say why for the others)"
        return Diagnostic(code: description.id, severity: description.severity, message: message,
                          location: first.location,
                          related: skipped.dropFirst().map { RelatedLocation(location: $0.location, message: "\($0.className): \($0.reason)") })
    }
}

/// The classes the other rules left unjudged, said once: a deleted outlet or a renamed action of
/// theirs goes unreported, and a run that says nothing of them reads as if they were checked
/// (a first run: 45 of an app's 158 classes descended from a package that was not checked out).
/// Its one finding is `ConnectionReport.skippedSummary`, made from what the other rules skipped:
/// a linter gathers it with their findings, library callers find it beside them.
struct ConnectionsSkippedRule: ConnectionRule {
    static let description = ConnectionRuleDescription(
        id: "connections-skipped", severity: .note,
        summary: "Some classes' outlets and actions were not checked, because NibKit cannot see their declarations; this note names them.",
        rationale: """
        A class declared outside the scanned sources (a pod, a package or a sub-project that is not \
        in the tree, a framework class NibKit does not know), \
        or one whose connections another declaration may answer (a subclass the loading code may \
        make, a category that is not in the tree), is not judged: guessing would report what the \
        build accepts. Its outlets, actions and runtime attributes go unchecked, and this note \
        says so once per run, naming the classes at the first one's place, with each other \
        class's place and reason as a related location. Check out the dependencies, or name them \
        in `external_modules` / `external_classes` to say they are outside on purpose: classes \
        the configuration names are not listed.
        """,
        // Not a check that needs sources: it says what the others did not judge, and without
        // sources they say so already (`ChecksNotRun`).
        isProjectWide: true,
        triggeringExamples: [MissingSubprojectExample.make()],
        nonTriggeringExamples: [ProfileExample.make()])
}

/// Everything about a connection rule that is not the check: identity, documentation and
/// examples, declared once beside the check. NibLint presents each rule as a lint rule from
/// this alone (`nibcheck rules`, configuration, reporters), so the two cannot drift apart.
/// Rules declare it naming the flags that are true.
public struct ConnectionRuleDescription: Sendable {
    /// The id, which never changes: the code of the rule's findings, and its name in configuration.
    public let id: String
    /// The severity of the rule's findings.
    public let severity: Severity
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters (a short paragraph): what goes wrong at run time, what is not judged.
    public let rationale: String
    /// Whether the rule judges documents against the sources, and so says nothing without them.
    public let needsSources: Bool
    /// Whether a document's findings may depend on documents it does not name (see
    /// `ConnectionChecker.projectWideRuleIDs`).
    public let isProjectWide: Bool
    /// Whether its findings are the reader's (`IBDocument.diagnostics`), which the rule only
    /// gathers with the connection findings: NibLint lists such a rule with the reader's.
    public let isReaderFinding: Bool
    /// Small projects the rule must report at least once.
    public var triggeringExamples: [RuleExample] { triggering() }
    /// Small projects the rule must not report.
    public var nonTriggeringExamples: [RuleExample] { nonTriggering() }
    // Made when asked for, as `RuleDescription`'s are: a lint run reads none.
    private let triggering: @Sendable () -> [RuleExample]
    private let nonTriggering: @Sendable () -> [RuleExample]

    init(id: String, severity: Severity, summary: String, rationale: String, needsSources: Bool = false,
         isProjectWide: Bool = false, isReaderFinding: Bool = false,
         triggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample],
         nonTriggeringExamples: @autoclosure @escaping @Sendable () -> [RuleExample]) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.rationale = rationale
        self.needsSources = needsSources
        self.isProjectWide = isProjectWide
        self.isReaderFinding = isReaderFinding
        triggering = triggeringExamples
        nonTriggering = nonTriggeringExamples
    }
}

/// A connection rule as other layers see it: a type whose `description` says all about it.
/// Only NibProject's own rules (`ConnectionChecker.ruleTypes`) have a check.
public protocol ConnectionRule: Sendable {
    /// Identity, documentation and examples.
    static var description: ConnectionRuleDescription { get }
}

/// Checks a project's documents against each other and against its sources: outlets and
/// actions against the declarations of the classes that own them, custom classes and modules,
/// scene boundaries, segue destinations, storyboard references, component cycles and dangling
/// ids. Every finding is a `Diagnostic` with the document's `file:line:col` and object id.
///
/// Classes whose source was not scanned are not guessed about: they are listed in
/// `ConnectionReport.skipped` instead. Without any sources, only the document-only rules run
/// (`dangling-reference`, `outlet-cross-scene`, `segue-destination-invalid`,
/// `storyboard-reference-missing`, `component-cycle`).
public enum ConnectionChecker {
    /// The rules, in the order they run.
    static let rules: [any ConnectionCheck] = [
        DanglingReferenceRule(), OutletMissingPropertyRule(), OutletTypeMismatchRule(), OutletUnconnectedRule(),
        ActionMissingMethodRule(), UnknownCustomClassRule(), CustomModuleMismatchRule(), OutletCrossSceneRule(),
        SegueDestinationInvalidRule(), StoryboardReferenceMissingRule(), ComponentCycleRule(), RuntimeAttributeUnknownRule(),
        CodeIdentifierMissingRule(), UnbuiltDocumentRule(), UnreadableProjectRule(),
    ]

    /// Every rule, in the order they run; each type's `description` is the rule's one definition.
    public static let ruleTypes: [any ConnectionRule.Type] = rules.map { type(of: $0) } + [ConnectionsSkippedRule.self]

    /// Every rule id `check` may report.
    public static let ruleIDs: [String] = ruleTypes.map { $0.description.id }

    /// The rules that report nothing when no sources were scanned, in the order they run.
    public static let sourceRuleIDs: [String] = ruleTypes.filter { $0.description.needsSources }.map { $0.description.id }

    /// The rule noting a document no target of its project builds: a linter leaves the
    /// document's other findings out where it stands (they are about a file in no product).
    public static let unbuiltDocumentRuleID = UnbuiltDocumentRule.description.id

    /// The rules whose findings in a document depend on documents it does not name: every
    /// document's outlets (`outlet-unconnected`, located in sources), every storyboard's
    /// identifiers (`code-identifier-missing`, located in sources) and the whole component
    /// graph (`component-cycle`: which use closes a cycle depends on where the search starts).
    /// Every other rule judges a document by itself, the storyboards its references name
    /// (followed on), the documents' module claims, and the sources and project files
    /// (see `DocumentConnectionFacts`).
    public static let projectWideRuleIDs: Set<String> = Set(ruleTypes.filter { $0.description.isProjectWide }.map { $0.description.id })

    /// The findings of every rule (or of those in `ruleIDs`) over every readable document of
    /// the project.
    public static func check(_ project: ProjectIndex, ruleIDs: Set<String>? = nil) -> [Diagnostic] {
        run(project, ruleIDs: ruleIDs).diagnostics
    }

    /// Findings plus the classes that were skipped, of every rule or of those in `ruleIDs`.
    public static func run(_ project: ProjectIndex, ruleIDs: Set<String>? = nil) -> ConnectionReport {
        let context = CheckContext(project: project)
        var report = ConnectionReport()
        var skipped: [String: SkippedClass] = [:]
        var classesRule: [String: SkippedClass]?
        for rule in rules where ruleIDs?.contains(type(of: rule).description.id) ?? true {
            var output = RuleOutput()
            rule.check(context, into: &output)
            report.diagnostics += output.diagnostics
            for entry in output.skipped where skipped[entry.className] == nil { skipped[entry.className] = entry }
            if rule is UnknownCustomClassRule {
                classesRule = Dictionary(output.skipped.map { ($0.className, $0) }, uniquingKeysWith: { first, _ in first })
            }
        }
        // A class no scanned source declares, whose members the other rules left alone, is
        // `unknown-custom-class`'s: reported by it (an error already says so), judged known, or
        // skipped with the reason it found (a first run's note listed a class the same run
        // reported as declared nowhere).
        if let classesRule {
            for (name, entry) in skipped where entry.reason == ClassResolver.undeclaredReason { skipped[name] = classesRule[name] }
        }
        report.skipped = skipped.values.sorted { $0.className < $1.className }
        report.diagnostics.sort { ($0.location?.file ?? "", $0.location?.line ?? 0, $0.location?.column ?? 0, $0.code) < ($1.location?.file ?? "", $1.location?.line ?? 0, $1.location?.column ?? 0, $1.code) }
        return report
    }
}

/// What every rule reads: the project, its documents, and answers about classes.
struct CheckContext {
    let project: ProjectIndex
    /// Answers over every scanned source (see `classes(for:)` for one document's view).
    let classes: ClassResolver
    /// Answers over what a document's judging target sees (its module's sources, those of the
    /// frameworks it links, and sources in no target), by document path: asked for every
    /// connection, so looked up by the path once rather than by target.
    private let documentClasses: [String: ClassResolver]
    /// Every class the sources declare, by the names documents may write (for suggestions),
    /// the class names the sources write, and every selector (see `SourceNames`).
    let names: SourceNames
    /// Readable documents in path order.
    let documents: [IBDocument]
    /// The documents whose outlets, actions, classes and runtime attributes are judged against
    /// the sources: every readable one but those no target of their project builds
    /// (`unbuilt`), which no product ships.
    let builtDocuments: [IBDocument]
    /// Documents no target builds, by path, the unreadable ones too: the project file whose
    /// folder holds each (`ProjectTargets.projectNotBuilding(file:)`).
    let unbuilt: [String: String]
    /// The target each document is judged for (`judgingTarget(of:among:classes:)`), by path.
    private let judgingTargets: [String: XcodeTarget]

    init(project: ProjectIndex) {
        self.project = project
        classes = ClassResolver(project: project)
        documents = project.readDocumentPaths.compactMap(project.document)
        var unbuilt: [String: String] = [:]
        for (path, read) in project.documents {
            // A strings table kept under a document's name is a translation, not a document.
            if case .failure(let error) = read, error.kind == .stringsTable { continue }
            if let projectName = project.targets.projectNotBuilding(file: path) { unbuilt[path] = projectName }
        }
        self.unbuilt = unbuilt
        builtDocuments = unbuilt.isEmpty ? documents : documents.filter { unbuilt[$0.path] == nil }
        names = SourceNames(project.scannedFiles)
        var targetClasses: [String: ClassResolver] = [:]
        var judgingTargets: [String: XcodeTarget] = [:]
        var documentClasses: [String: ClassResolver] = [:]
        for document in documents {
            // A resource bundle (a bundle target that compiles and links no code) holds documents
            // whose classes are those of the code that loads it, anywhere in the project: they
            // are judged against every source, as a document in no target is (a first run: a
            // bundle's xib whose class's outlets a sibling library's `.mm` declares, 3 false
            // errors judged against the bundle's empty sources).
            let targets = project.targets.targets(ofDocument: document.path).filter { !$0.isResourceBundle }
            for target in targets where targetClasses[target.identity] == nil {
                targetClasses[target.identity] = ClassResolver(files: project.scannedFiles, visibleTo: target, in: project.targets, hasSources: classes.hasSources,
                                                           unscannedCategories: classes.unscannedCategories)
            }
            let judging = Self.judgingTarget(of: document, among: targets) { targetClasses[$0.identity]! }
            judgingTargets[document.path] = judging
            if let judging { documentClasses[document.path] = targetClasses[judging.identity] }
        }
        self.documentClasses = documentClasses
        self.judgingTargets = judgingTargets
    }

    /// Of the targets bundling a document, the one it is judged for: the first of those whose
    /// view of the sources (`classes`) declares the most of its custom classes. An app may
    /// bundle a spare copy of its extension's storyboard, whose classes only the extension
    /// compiles (a first run on a real app: 2 false unknown-custom-class errors, judged for the
    /// app listed first).
    private static func judgingTarget(of document: IBDocument, among targets: [XcodeTarget],
                                      classes: (XcodeTarget) -> ClassResolver) -> XcodeTarget? {
        guard targets.count > 1 else { return targets.first }
        let classNames = Set(document.objects.compactMap(\.customClass))
        var best: (target: XcodeTarget, declared: Int)?
        for target in targets {
            let resolver = classes(target)
            let declared = classNames.filter(resolver.isSourceClass).count
            if best.map({ declared > $0.declared }) ?? true { best = (target, declared) }
        }
        return best?.target
    }

    /// The target a document is judged for: the one of those bundling it that compiles its
    /// classes; nil for a document in no target (or without a project file).
    func target(of document: IBDocument) -> XcodeTarget? {
        judgingTargets[document.path]
    }

    /// Answers as a document's target sees classes; the whole project's for a document in no
    /// target (or without a project file).
    func classes(for document: IBDocument) -> ClassResolver {
        documentClasses[document.path] ?? classes
    }

    /// The module an object's customClass is looked up in: with `customModuleProvider="target"`
    /// the module of the target the document is compiled for (Interface Builder writes the
    /// module it saw when the document was saved, and the build replaces it with the target's:
    /// a renamed target or a package resource leaves a stale name that means nothing), nil
    /// when no target is known to build the document (the written name is no claim: a first
    /// run's tree, whose project is generated from a spec kept elsewhere, had every class's
    /// stale product name read as a module, 22 false errors); else the customModule as
    /// written; nil when there is none.
    func module(of object: IBObject, in document: IBDocument) -> String? {
        guard object.customModuleProvider == "target" else { return object.customModule }
        return target(of: document)?.documentModule ?? project.targets.packageModule(of: document.path)
    }

    /// The modules the files declaring a class are compiled into (one list per declaration,
    /// empty where nothing says).
    func declaringModules(of className: String) -> [[String]] {
        classes.classDeclarations(of: className).map { project.modulesOfSource[$0.location.file] ?? [] }
    }

    /// Every connection of one of `kinds` in `documents`, with its document, in document order.
    func connections(_ kinds: Set<ConnectionKind>, in documents: [IBDocument],
                     storyboardsOnly: Bool = false) -> [(document: IBDocument, connection: IBConnection)] {
        documents.filter { !storyboardsOnly || $0.kind == .storyboard }.flatMap { document in
            document.connections.filter { kinds.contains($0.kind) }.map { (document, $0) }
        }
    }

    /// Every object with a customClass in the documents judged against the sources, with its
    /// document and that class.
    var customClassObjects: [(document: IBDocument, object: IBObject, className: String)] {
        builtDocuments.flatMap { document in
            document.objects.compactMap { object in object.customClass.map { (document, object, $0) } }
        }
    }

    /// A connection's two ends, when both exist.
    func ends(of connection: IBConnection, in document: IBDocument) -> (source: IBObject, destination: IBObject)? {
        guard let source = document.object(connection.sourceID), let destinationID = connection.destinationID,
              let destination = document.object(destinationID) else { return nil }
        return (source, destination)
    }
}

/// A rule's findings and the classes it could not judge.
struct RuleOutput {
    var diagnostics: [Diagnostic] = []
    var skipped: [SkippedClass] = []

    mutating func report(_ description: ConnectionRuleDescription, _ message: String, at location: SourceLocation,
                         objectID: String?, related: [RelatedLocation] = []) {
        diagnostics.append(Diagnostic(code: description.id, severity: description.severity, message: message,
                                      location: location, objectID: objectID, related: related))
    }

    mutating func skip(_ className: String, _ reason: String, at location: SourceLocation, namedInConfiguration: Bool = false) {
        skipped.append(SkippedClass(className: className, isNamedInConfiguration: namedInConfiguration, reason: reason, location: location))
    }

    /// An action (to First Responder) no class of the tree implements, which code outside it may.
    mutating func skip(action selector: String, _ reason: String, at location: SourceLocation) {
        skipped.append(SkippedClass(className: selector, isAction: true, reason: reason, location: location))
    }
}

/// Findings of one rule gathered by cause within a document: a class moved to another module,
/// or deleted, leaves each of its objects in a document wrong for one reason, so they are one
/// finding, as a misplacement cascade is. The first object (in the order added) is the
/// finding's place; its message says how many more objects of the document share the cause,
/// and they follow its own related places, each with its own message.
struct FindingsByCause<Cause: Hashable> {
    private struct Found {
        let message: String
        let location: SourceLocation
        let objectID: String
        let related: [RelatedLocation]
    }
    private var causes: [Cause] = []
    private var found: [Cause: [Found]] = [:]

    /// Records one object's finding under its cause (which should name the document).
    mutating func add(_ cause: Cause, _ message: String, at location: SourceLocation, objectID: String,
                      related: [RelatedLocation] = []) {
        if found[cause] == nil { causes.append(cause) }
        found[cause, default: []].append(Found(message: message, location: location, objectID: objectID, related: related))
    }

    /// One finding per cause, in the order the causes were first met; `noun` names what the
    /// others are (objects, outlets).
    func report(_ description: ConnectionRuleDescription, into output: inout RuleOutput, noun: String = "object") {
        for cause in causes {
            let all = found[cause]!, first = all[0], others = all.dropFirst()
            let more = others.isEmpty ? ""
                : "; \(others.count) more \(noun)\(others.count == 1 ? "" : "s") of this document \(others.count == 1 ? "says" : "say") the same"
            output.report(description, first.message + more, at: first.location, objectID: first.objectID,
                          related: first.related + others.map { RelatedLocation(location: $0.location, message: $0.message, objectID: $0.objectID) })
        }
    }
}

/// A connection rule with its check, run by `ConnectionChecker`.
protocol ConnectionCheck: ConnectionRule {
    func check(_ context: CheckContext, into output: inout RuleOutput)
}

import NibModel

/// A lint rule: one type per rule id, like SwiftLint's rules.
///
/// The type carries everything a person needs to know about the rule (its `description`, with
/// rationale and examples) and the check itself. The engine builds one value per run with the
/// configured options and calls `check` once per readable document, from any thread.
public protocol Rule: Sendable {
    /// Identity, documentation and examples.
    static var description: RuleDescription { get }

    /// The rule with its configured options (`RuleOptions` has the defaults filled in).
    /// - Throws: `ConfigurationError` when an option value has the wrong shape.
    init(options: RuleOptions) throws(ConfigurationError)

    /// The rule's findings in one document. Severity and rule id are the engine's business.
    func check(_ file: LintFile) -> [Finding]

    /// Findings about the project that no linted document holds (e.g. located in Swift
    /// sources); most rules have none.
    func checkProject(_ project: ProjectFacts, linted documents: Set<String>) -> [Finding]

    /// The layers whose diagnostics with code `description.id` the rule presents
    /// (`PresentedRule`); empty for a rule that computes its own findings. A requirement here,
    /// not a cast to `PresentedRule`, because the engine asks every rule: a metatype cast scans
    /// the binary's conformance records, about 2 ms for the registry in a static build.
    static var sources: [DiagnosticSource] { get }
}

extension Rule {
    public func checkProject(_ project: ProjectFacts, linted documents: Set<String>) -> [Finding] { [] }
    public static var sources: [DiagnosticSource] { [] }
}

/// What a rule reports: the engine turns it into a `Diagnostic` with the rule's id and the
/// configured severity.
public struct Finding: Sendable {
    /// One sentence for a person: what is wrong, naming the objects involved.
    public var message: String
    /// Where the finding is; nil for one about no place in particular.
    public var location: SourceLocation?
    /// The IB object the finding is about, when there is one (baselines fingerprint it).
    public var objectID: String?
    /// Further places that explain the finding.
    public var related: [RelatedLocation]

    /// A finding at a place, optionally about an object and with related places.
    public init(_ message: String, at location: SourceLocation?, objectID: String? = nil,
                related: [RelatedLocation] = []) {
        self.message = message
        self.location = location
        self.objectID = objectID
        self.related = related
    }

    /// A finding about an object, located at its element.
    public init(_ message: String, object: IBObject, related: [RelatedLocation] = []) {
        self.init(message, at: object.location, objectID: object.id, related: related)
    }

    /// A finding computed by another layer (reader, layout analysis, connection checks), as is.
    public init(_ diagnostic: Diagnostic) {
        self.init(diagnostic.message, at: diagnostic.location, objectID: diagnostic.objectID,
                  related: diagnostic.related)
    }
}

/// Where a rule's findings come from; groups the rule list and the documentation.
public enum RuleKind: String, Sendable, CaseIterable {
    /// The reader's own findings about a document that is not well-formed IB.
    case document
    /// Auto Layout, from NibLayout's static analysis.
    case layout
    /// Outlets, actions, segues, classes and references across files, from NibProject.
    case connections
    /// What `ibtool` warns about when it compiles a storyboard.
    case compiler
    /// Checks of a single document's content (a linter's territory).
    case content
    /// Translations (`.strings`, `.xcstrings`) checked against their Base document.
    case localization
    /// Conventions a team may choose; off unless enabled.
    case style
}

/// Everything about a rule that is not the check: identity, defaults, documentation, examples.
public struct RuleDescription: Sendable {
    /// The id used in configuration, on the command line and in reports (`duplicate-constraint`).
    public let id: String
    /// One line: what the rule finds.
    public let summary: String
    /// Why it matters (a short paragraph).
    public let rationale: String
    /// Which group the rule belongs to in the rule list and documentation.
    public let kind: RuleKind
    /// The severity of its findings unless the configuration sets another.
    public let defaultSeverity: Severity
    /// On unless disabled. Only rules whose findings are defects for almost every team are.
    public let isEnabledByDefault: Bool
    /// The options the rule accepts, with their defaults (documented in Docs/rules.md).
    public let options: [RuleOption]
    /// Inputs the rule must report at least once.
    public var triggeringExamples: [RuleExample] { triggering() }
    /// Inputs the rule must not report.
    public var nonTriggeringExamples: [RuleExample] { nonTriggering() }
    // The examples are made when asked for: only the tests and the documentation read them, and
    // making every rule's (whole documents, for the connection rules) was a tenth of a warm lint
    // run's instructions.
    private let triggering: @Sendable () -> [RuleExample]
    private let nonTriggering: @Sendable () -> [RuleExample]

    /// A description from its parts; the examples drive the rule's tests and its documentation.
    public init(id: String, summary: String, rationale: String, kind: RuleKind,
                severity: Severity, enabledByDefault: Bool, options: [RuleOption] = [],
                triggering: @autoclosure @escaping @Sendable () -> [RuleExample],
                nonTriggering: @autoclosure @escaping @Sendable () -> [RuleExample]) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.kind = kind
        self.defaultSeverity = severity
        self.isEnabledByDefault = enabledByDefault
        self.options = options
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// A documented option of a rule, with its default.
public struct RuleOption: Sendable {
    /// The option's key in the configuration (`maximum_views_per_root`).
    public let name: String
    /// What the option does, one line.
    public let summary: String
    /// The value used when the configuration does not set it.
    public let defaultValue: ConfigValue

    /// An option from its key, summary and default.
    public init(_ name: String, _ summary: String, default defaultValue: ConfigValue) {
        self.name = name
        self.summary = summary
        self.defaultValue = defaultValue
    }
}

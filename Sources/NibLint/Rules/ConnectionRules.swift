import NibModel
import NibProject

// The connection rules are declared in NibProject, each once: its check, id, severity,
// documentation and examples together (`ConnectionRule`). NibLint only presents them: a rule
// type per declaration that selects the connection findings with its id.

/// A NibProject connection rule as a lint rule. Generic so that each rule is a type of its own,
/// as `RuleRegistry` lists rules; built for every rule of `ConnectionChecker.ruleTypes`.
struct PresentedConnectionRule<Declared: ConnectionRule>: PresentedRule {
    init() {}

    /// The connection checks' findings, and the reader's too for a rule that gathers them.
    static var sources: [DiagnosticSource] { Declared.description.isReaderFinding ? [.reader, .connections] : [.connections] }

    static var description: RuleDescription {
        let rule = Declared.description
        return RuleDescription(id: rule.id, summary: rule.summary, rationale: rule.rationale,
                               kind: rule.isReaderFinding ? .document : .connections, severity: rule.severity,
                               enabledByDefault: true, triggering: rule.triggeringExamples, nonTriggering: rule.nonTriggeringExamples)
    }
}

extension ConnectionChecker {
    /// Every connection rule as a lint rule, in the order they run.
    static var lintRules: [any Rule.Type] { ruleTypes.map { presented($0) } }

    private static func presented<Declared: ConnectionRule>(_ rule: Declared.Type) -> any Rule.Type {
        PresentedConnectionRule<Declared>.self
    }
}

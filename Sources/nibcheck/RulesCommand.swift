import NibKit

struct RulesCommand: Command {
    static let name = "rules"
    static let abstract = "List the lint rules, explain one, or write the rule reference."
    static let help = """
    USAGE: nibcheck rules [RULE | --explain RULE] [--format text|markdown]

    Without options, lists every rule with its default (error, warning, note, or off) and what
    it finds. With a rule's id, explains that rule.

    OPTIONS:
      --explain RULE       The rule's rationale, options and examples (`nibcheck rules RULE`
                           says the same).
      --format markdown    The full reference, as in Docs/rules.md.

    EXAMPLES:
      nibcheck rules
      nibcheck rules duplicate-constraint
      nibcheck rules --explain duplicate-constraint
      nibcheck rules --format markdown > Docs/rules.md

    EXIT STATUS:
      0 success; 2 unknown rule or usage error.
    """

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        var explain = try arguments.option("--explain")
        let format = try arguments.option("--format") ?? "text"
        // `nibcheck rules RULE`, as people first type it (a first-run reader's "unexpected
        // argument"), is `--explain RULE`.
        let positionals = try arguments.positionals()
        if let rule = positionals.first, explain == nil, positionals.count == 1 {
            explain = rule
        } else if let extra = positionals.first {
            throw UsageError("unexpected argument '\(extra)'")
        }
        guard format == "text" || format == "markdown" else { throw UsageError("unknown format '\(format)' (text, markdown)") }
        if let explain {
            guard let rule = RuleRegistry.rule(explain) else {
                throw UsageError("unknown rule '\(explain)'\(didYouMean(explain, among: RuleRegistry.ids))")
            }
            Console.out(RuleDocumentation.explain(rule.description))
        } else {
            Console.out(format == "markdown" ? RuleDocumentation.markdown() : RuleDocumentation.list())
        }
        return .success
    }
}

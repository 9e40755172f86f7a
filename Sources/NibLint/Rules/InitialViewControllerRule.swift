import NibModel

/// Storyboards with an entry point.
public struct InitialViewControllerRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "initial-view-controller",
        summary: "A storyboard has no initial view controller.",
        rationale: """
        `UIStoryboard.instantiateInitialViewController()` returns nil without one, and a storyboard \
        reference that names no identifier lands on it. Projects that always enter storyboards \
        through their initial controller turn this on.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample(ExampleScene.make(1, attributes: #"storyboardIdentifier="Home""#)),
        ],
        nonTriggering: [
            RuleExample(ExampleScene.make(1), documentAttributes: ["initialViewController": "vCo-Aa-001"]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let document = file.document
        guard document.kind == .storyboard, document.initialViewControllerID == nil else { return [] }
        return [Finding("\(file.baseName).storyboard has no initial view controller", at: document.rootLocation)]
    }
}

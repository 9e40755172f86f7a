import NibModel

/// Storyboard IDs equal to the controller's class name.
public struct StoryboardIdentifierClassRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "storyboard-identifier-class",
        summary: "A controller's Storyboard ID differs from its class name.",
        rationale: """
        Code that instantiates controllers generically (`instantiateViewController(withIdentifier: \
        String(describing: T.self))`) relies on the Storyboard ID being the class name; a typo only \
        shows as a crash at run time. Controllers without a Storyboard ID are not checked.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample(ExampleScene.make(1, attributes: #"storyboardIdentifier="Profile" customClass="ProfileViewController""#)),
        ],
        nonTriggering: [
            RuleExample(ExampleScene.make(1, attributes: #"storyboardIdentifier="ProfileViewController" customClass="ProfileViewController""#)),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        file.document.objects.compactMap { object in
            guard object.role == .controller, let identifier = object.storyboardIdentifier,
                  let customClass = object.customClass, identifier != customClass else { return nil }
            return Finding("Storyboard ID '\(identifier)' of \(file.name(object)) differs from its class '\(customClass)'",
                           object: object)
        }
    }
}

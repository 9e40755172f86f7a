import NibModel

/// Single-scene storyboards named after their controller class.
public struct CustomClassNameRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "custom-class-name",
        summary: "A storyboard with one scene has a controller whose class is not the file's name.",
        rationale: """
        Teams that keep one scene per storyboard find a screen's storyboard by its class name \
        (`ProfileViewController.storyboard`); a mismatch makes that lookup, and code that \
        instantiates by file name, fail. Storyboard references do not count as scenes.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample(ExampleScene.make(1, attributes: #"customClass="SettingsViewController""#), fileName: "ProfileViewController.storyboard"),
        ],
        nonTriggering: [
            RuleExample(ExampleScene.make(1, attributes: #"customClass="ProfileViewController""#), fileName: "ProfileViewController.storyboard"),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let controllers = file.document.sceneControllers
        guard file.document.kind == .storyboard, controllers.count == 1, let controller = controllers.first,
              controller.customClass != file.baseName else { return [] }
        let actual = controller.customClass.map { "class '\($0)'" } ?? "no custom class"
        return [Finding("the only controller of \(file.baseName).storyboard has \(actual); expected '\(file.baseName)'",
                        object: controller)]
    }
}

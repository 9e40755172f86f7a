import NibModel

/// One controller per storyboard.
public struct SingleViewControllerRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "single-view-controller",
        summary: "A storyboard holds more than one view controller scene.",
        rationale: """
        Big storyboards are where merge conflicts live. Teams that keep one screen per storyboard \
        (linked with storyboard references, which do not count) turn this on.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample(ExampleScene.make(1) + "\n" + ExampleScene.make(2)),
        ],
        nonTriggering: [
            RuleExample(ExampleScene.make(1, connections: [#"<segue destination="rEf-Aa-001" kind="show" identifier="settings" id="sEg-Aa-001"/>"#]) + """

            <scene sceneID="sCn-Aa-002">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="rEf-Aa-001" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let controllers = file.document.sceneControllers
        guard file.document.kind == .storyboard, controllers.count > 1 else { return [] }
        return controllers.dropFirst().map { controller in
            Finding("\(file.baseName).storyboard has \(controllers.count) view controllers; \(file.name(controller)) could move to its own storyboard",
                    object: controller)
        }
    }
}

import NibModel

/// Pushed controllers that keep the tab bar.
public struct HidesBottomBarRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "hides-bottom-bar",
        summary: "A controller pushed by a show segue does not hide the bottom bar.",
        rationale: """
        Apps that hide the tab bar on pushed detail screens must tick "Hide Bottom Bar on Push" \
        (`hidesBottomBarWhenPushed="YES"`) on every pushed controller; one forgotten screen shows \
        the bar where no other does.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample(ExampleScene.make(1, connections: [#"<segue destination="vCo-Aa-002" kind="show" identifier="showDetail" id="sEg-Aa-001"/>"#])
                + "\n" + ExampleScene.make(2)),
        ],
        nonTriggering: [
            RuleExample(ExampleScene.make(1, connections: [#"<segue destination="vCo-Aa-002" kind="show" identifier="showDetail" id="sEg-Aa-001"/>"#])
                + "\n" + ExampleScene.make(2, attributes: #"hidesBottomBarWhenPushed="YES""#)),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let document = file.document
        let pushed = Set(document.connections.filter { $0.kind == .segue && ($0.segueKind == "show" || $0.segueKind == "push") }
            .compactMap(\.destinationID))
        return document.objects.compactMap { object in
            guard object.role == .controller, pushed.contains(object.id),
                  document.attribute("hidesBottomBarWhenPushed", of: object) != "YES" else { return nil }
            return Finding("\(file.name(object)) is pushed but does not hide the bottom bar", object: object)
        }
    }
}

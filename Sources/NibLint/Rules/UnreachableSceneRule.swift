import NibModel

/// Scenes nothing can reach.
public struct UnreachableSceneRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "unreachable-scene",
        summary: "A scene is not the entry point, has no Storyboard ID and is no segue's or relationship's destination.",
        rationale: """
        `ibtool` warns "Unsupported configuration: … is unreachable because it has no entry points, \
        and no identifier for runtime access". Such a scene is dead weight or, more often, a \
        forgotten segue or Storyboard ID. A scene without a Storyboard ID cannot be named by a \
        reference from another storyboard either, except as that storyboard's initial controller, \
        which is an entry point. A storyboard reference with a Storyboard ID of its own is \
        reachable by it, as a controller is (a first run on a real app: two references told they \
        had none).
        """,
        kind: .compiler, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample(ExampleScene.make(1) + "\n" + ExampleScene.make(2), documentAttributes: ["initialViewController": "vCo-Aa-001"]),
        ],
        nonTriggering: [
            RuleExample(ExampleScene.make(1, element: "navigationController", connections: [
                #"<segue destination="vCo-Aa-002" kind="relationship" relationship="rootViewController" id="sEg-Aa-001"/>"#,
            ]) + "\n" + ExampleScene.make(2) + "\n" + ExampleScene.make(3, attributes: #"storyboardIdentifier="Settings""#),
            documentAttributes: ["initialViewController": "vCo-Aa-001"]),
            RuleExample(ExampleScene.make(1) + "\n" + """
            <scene sceneID="sCn-Aa-002">
                <objects>
                    <viewControllerPlaceholder storyboardIdentifier="Detail" storyboardName="Detail" referencedIdentifier="Detail" id="vCo-Aa-002" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """, documentAttributes: ["initialViewController": "vCo-Aa-001"]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let document = file.document
        let destinations = Set(document.connections.filter { $0.kind == .segue }.compactMap(\.destinationID))
        return document.scenes.compactMap { scene in
            guard let controller = scene.controllerID.flatMap(document.object),
                  controller.element != "application",
                  controller.id != document.initialViewControllerID,
                  controller.storyboardIdentifier == nil,
                  !destinations.contains(controller.id) else { return nil }
            let title = scene.title.map { "scene '\($0)'" } ?? "scene \(scene.sceneID)"
            return Finding("\(title) (\(file.name(controller))) is unreachable: not the initial view controller, no Storyboard ID, and no segue leads to it",
                           object: controller)
        }
    }
}

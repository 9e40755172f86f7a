import NibModel

/// Manual segues that code cannot name.
public struct SegueWithoutIdentifierRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "segue-without-identifier",
        summary: "A segue drawn from a view controller itself has no identifier.",
        rationale: """
        A segue from the controller (not from a button or a cell) can only be fired by \
        `performSegue(withIdentifier:sender:)`, so without an identifier it can never run; \
        `ibtool` warns "Segues initiated directly from view controllers must have an identifier". \
        Relationship and embed segues are structure, not navigation, and need none.
        """,
        kind: .compiler, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample(ExampleScene.make(1, connections: [#"<segue destination="vCo-Aa-002" kind="show" id="sEg-Aa-001"/>"#])
                + "\n" + ExampleScene.make(2), documentAttributes: ["initialViewController": "vCo-Aa-001"]),
        ],
        nonTriggering: [
            RuleExample("""
            <scene sceneID="sCn-Aa-001">
                <objects>
                    <viewController id="vCo-Aa-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vIe-Aa-001">
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" id="bTn-Aa-001">
                                    <connections>
                                        <segue destination="vCo-Aa-002" kind="show" id="sEg-Aa-002"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="vCo-Aa-002" kind="show" identifier="showDetail" id="sEg-Aa-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """ + "\n" + ExampleScene.make(2), documentAttributes: ["initialViewController": "vCo-Aa-001"]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let document = file.document
        return document.connections.compactMap { connection in
            guard connection.kind == .segue, connection.segueKind != "relationship", connection.segueKind != "embed",
                  connection.identifier?.isEmpty ?? true,
                  let source = document.object(connection.sourceID), source.role == .controller else { return nil }
            return Finding("segue \(connection.id) from \(file.name(source)) has no identifier, so nothing can perform it",
                           at: connection.location, objectID: connection.id)
        }
    }
}

import NibModel

/// Prototype cells that cannot be dequeued.
public struct PrototypeCellReuseIdentifierRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "prototype-cell-reuse-identifier",
        summary: "A prototype table or collection view cell has no reuse identifier.",
        rationale: """
        A prototype is only reachable through `dequeueReusableCell(withIdentifier:)`; without an \
        identifier it is never used. `ibtool` warns "Prototype table cells must have reuse \
        identifiers". Static table cells need none and are not checked.
        """,
        kind: .compiler, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <scene sceneID="sCn-Aa-001">
                <objects>
                    <tableViewController id="tVc-Aa-001" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" id="tBl-Aa-001">
                            <prototypes>
                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cEl-Aa-001">
                                    <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="cCv-Aa-001"/>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """, documentAttributes: ["initialViewController": "tVc-Aa-001"]),
        ],
        nonTriggering: [
            RuleExample("""
            <scene sceneID="sCn-Aa-001">
                <objects>
                    <tableViewController id="tVc-Aa-001" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" id="tBl-Aa-001">
                            <sections>
                                <tableViewSection id="sEc-Aa-001">
                                    <cells>
                                        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" id="cEl-Aa-001">
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" id="cCv-Aa-001"/>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """, documentAttributes: ["initialViewController": "tVc-Aa-001"]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let tree = file.document.tree
        return file.document.objects.compactMap { object in
            guard object.element == "tableViewCell" || object.element == "collectionViewCell",
                  object.reuseIdentifier?.isEmpty ?? true,
                  let container = tree[object.node].parent else { return nil }
            // Table prototypes sit in `<prototypes>`; collection view cells in the collection
            // view's own `<cells>` (a static table's cells are in `<tableViewSection><cells>`).
            let containerName = tree[container].name
            let isPrototype = containerName == "prototypes"
                || (containerName == "cells" && tree[container].parent.map { tree[$0].name == "collectionView" } == true)
            guard isPrototype else { return nil }
            return Finding("prototype cell \(file.name(object)) has no reuse identifier", object: object)
        }
    }
}

import NibModel

/// Constraints measured from layout margins.
public struct RelativeToMarginRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "relative-to-margin",
        summary: "A constraint uses a margin attribute (\"Relative to margin\").",
        rationale: """
        Margins vary with the device, the size class and `preservesSuperviewLayoutMargins`, so a \
        constant of 8 to a margin is not 8 points. Teams that want fixed spacing turn this on.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bOx-Aa-001">
                        <rect key="frame" x="8" y="0.0" width="100" height="100"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bOx-Aa-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leadingMargin" id="cOn-Aa-001"/>
                </constraints>
            </view>
            """, .xib),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bOx-Aa-001">
                        <rect key="frame" x="8" y="0.0" width="100" height="100"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="bOx-Aa-001" firstAttribute="leading" secondItem="iN0-l3-epB" secondAttribute="leading" constant="8" id="cOn-Aa-001"/>
                </constraints>
            </view>
            """, .xib),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        file.document.constraints.compactMap { constraint in
            guard constraint.firstAttribute.isMargin || constraint.secondAttribute?.isMargin == true else { return nil }
            return Finding("constraint \(constraint.id) (\(file.document.describe(constraint))) is relative to a margin",
                           at: constraint.location, objectID: constraint.id)
        }
    }
}

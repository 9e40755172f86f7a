import NibModel

/// Views Xcode saved as ambiguous or misplaced.
public struct XcodeMarkerRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "xcode-marker",
        summary: "Xcode saved `ambiguous=\"YES\"` or `misplaced=\"YES\"` on a view.",
        rationale: """
        These flags are Xcode's verdict from the last time someone saved the file, not a fresh \
        analysis: they go stale as soon as the file is edited elsewhere. NibKit's own analysis \
        (`layout-ambiguous`, `layout-misplaced`) recomputes the answer, so this rule is off by \
        default; turn it on to keep files free of the markers Xcode shows in yellow. Views whose \
        Size inspector "Ambiguity" is set to "Never Verify" (`verifyAmbiguity="off"`) are left alone.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" id="lBl-Aa-001">
                        <rect key="frame" x="8" y="8" width="100" height="21"/>
                    </label>
                </subviews>
            </view>
            """, .xib),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <subviews>
                    <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" ambiguous="YES" verifyAmbiguity="off" id="lBl-Aa-001">
                        <rect key="frame" x="8" y="8" width="100" height="21"/>
                    </label>
                </subviews>
            </view>
            """, .xib),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        file.document.objects.flatMap { object -> [Finding] in
            var findings: [Finding] = []
            let flags = object.xcodeFlags
            if flags.ambiguous, flags.verifyAmbiguity != "off" {
                findings.append(Finding("Xcode marked \(file.name(object)) as ambiguous when the file was saved", object: object))
            }
            if flags.misplaced {
                findings.append(Finding("Xcode marked \(file.name(object)) as misplaced when the file was saved", object: object))
            }
            return findings
        }
    }
}

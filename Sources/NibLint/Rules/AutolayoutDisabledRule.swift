import NibModel

/// Documents saved with "Use Auto Layout" off.
public struct AutolayoutDisabledRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "autolayout-disabled",
        summary: "The document has Auto Layout turned off (springs and struts only).",
        rationale: """
        Without Auto Layout every view keeps the frame it was drawn with and resizes only by its \
        autoresizing mask: screens of other sizes, Dynamic Type and localized text go wrong. A \
        document without `useAutolayout="YES"` is almost always an old file nobody converted.
        """,
        kind: .content, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            </view>
            """, .xib, documentAttributes: ["useAutolayout": "NO"]),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            </view>
            """, .xib),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        guard !file.document.useAutolayout else { return [] }
        return [Finding("Auto Layout is off in this document; turn on \"Use Auto Layout\" in the File inspector",
                        at: file.document.rootLocation)]
    }
}

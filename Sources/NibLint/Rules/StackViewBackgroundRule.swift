import NibModel

/// Background colours on stack views.
public struct StackViewBackgroundRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "stack-view-background",
        summary: "A stack view has a background colour.",
        rationale: """
        Before iOS 14 `UIStackView` is a non-drawing view: the colour shows in Interface Builder \
        and never on a device. Apps that support iOS 13 or earlier should wrap the stack in a view \
        that draws. Off by default because apps targeting iOS 14+ are fine.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="sTk-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
            </stackView>
            """, .xib),
        ],
        nonTriggering: [
            RuleExample("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="sTk-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            </stackView>
            """, .xib),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let document = file.document
        guard document.platform == .iOS || document.platform == .tvOS else { return [] }
        return document.objects.compactMap { object in
            guard object.element == "stackView",
                  document.tree.child(of: object.node, named: "color", key: "backgroundColor") != nil else { return nil }
            return Finding("stack view \(file.name(object)) has a background colour, which UIStackView draws only on iOS 14 and later",
                           object: object)
        }
    }
}

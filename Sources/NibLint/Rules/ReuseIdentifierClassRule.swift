import NibModel

/// Reuse identifiers equal to the cell's class name.
public struct ReuseIdentifierClassRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "reuse-identifier-class",
        summary: "A cell's or reusable view's reuse identifier differs from its class name.",
        rationale: """
        Generic dequeue helpers (`dequeueReusableCell(withIdentifier: String(describing: T.self))`) \
        depend on the identifier being the class name; a mismatch fails only at run time.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        triggering: [
            RuleExample("""
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="Cell" id="cEl-Aa-001" customClass="MessageCell">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
            </tableViewCell>
            """, .xib),
        ],
        nonTriggering: [
            RuleExample("""
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" reuseIdentifier="MessageCell" id="cEl-Aa-001" customClass="MessageCell">
                <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
            </tableViewCell>
            """, .xib),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        file.document.objects.compactMap { object in
            guard let identifier = object.reuseIdentifier, let customClass = object.customClass,
                  identifier != customClass else { return nil }
            return Finding("reuse identifier '\(identifier)' of \(file.name(object)) differs from its class '\(customClass)'",
                           object: object)
        }
    }
}

import NibModel

/// The "View as" device every document is saved with.
public struct ViewAsDeviceRule: Rule {
    let devices: [String]

    /// The rule with its `devices` (allowed device ids such as `retina6_1`).
    /// - Throws: `ConfigurationError` when `devices` is not a string or a list of strings.
    public init(options: RuleOptions) throws(ConfigurationError) {
        devices = try options.strings("devices")
    }

    public static let description = RuleDescription(
        id: "view-as-device",
        summary: "The document is saved with a \"View as\" device the team did not agree on.",
        rationale: """
        Every time someone opens a document with another "View as" device, Xcode rewrites every \
        frame: huge diffs and merge conflicts that mean nothing. Agreeing on one device keeps \
        diffs small. Documents without a device (older files) are not checked.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        options: [RuleOption("devices", "Allowed device ids (`retina6_1` is iPhone 11 / XR).", default: .strings(["retina6_1"]))],
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB"/>
            """, .xib, options: ["devices": .strings(["retina4_7"])]),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB"/>
            """, .xib),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        let document = file.document
        guard let device = document.device, !devices.contains(device.id),
              let node = document.topLevelElement("device") else { return [] }
        return [Finding("\"View as\" device is '\(device.id)'; the project uses \(devices.map { "'\($0)'" }.joined(separator: ", "))",
                        at: document.location(of: node))]
    }
}

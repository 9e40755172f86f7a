import NibModel

/// Documents with trait variations ("Use Trait Variations") on, or off, as the team chose.
public struct TraitCollectionsRule: Rule {
    let expected: Bool

    /// The rule with its `enabled` option (whether documents must use trait variations).
    /// - Throws: `ConfigurationError` when `enabled` is not true or false.
    public init(options: RuleOptions) throws(ConfigurationError) {
        expected = try options.bool("enabled")
    }

    public static let description = RuleDescription(
        id: "trait-collections",
        summary: "\"Use Trait Variations\" is not set the way the project wants it.",
        rationale: """
        Size-class variations only exist in documents with `useTraitCollections="YES"`; a document \
        without them cannot adapt per size class, and mixing both kinds in one project confuses \
        whoever edits them.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        options: [RuleOption("enabled", "Whether documents must use trait variations.", default: .bool(true))],
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB"/>
            """, .xib, documentAttributes: ["useTraitCollections": "NO"]),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB"/>
            """, .xib),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        guard file.document.useTraitCollections != expected else { return [] }
        return [Finding("\"Use Trait Variations\" must be \(expected ? "on" : "off") in this project",
                        at: file.document.rootLocation)]
    }
}

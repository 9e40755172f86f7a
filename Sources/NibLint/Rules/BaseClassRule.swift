import NibModel

/// Elements that must use one of the team's base classes.
public struct BaseClassRule: Rule {
    /// Element name → allowed custom classes.
    let baseClasses: [(key: String, values: [String])]

    /// The rule with its `base_classes` (element name to allowed custom classes).
    /// - Throws: `ConfigurationError` when `base_classes` is not a map of string lists.
    public init(options: RuleOptions) throws(ConfigurationError) {
        baseClasses = try options.stringLists("base_classes")
    }

    public static let description = RuleDescription(
        id: "base-class",
        summary: "An element uses its stock class, or a custom class outside the configured base classes.",
        rationale: """
        Design systems substitute stock controls with their own (`label` → `BrandLabel`) so that \
        fonts and colours follow the theme. A stock label dropped from the library silently \
        escapes it. Configure which element names must use which classes.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        options: [RuleOption("base_classes", "Element name (`label`, `button`) → allowed custom classes.", default: .map([]))],
        triggering: [
            RuleExample("""
            <label text="Title" id="lBl-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
            </label>
            """, .xib, options: ["base_classes": .map([("label", .strings(["BrandLabel"]))])]),
        ],
        nonTriggering: [
            RuleExample("""
            <label text="Title" id="lBl-Aa-001" customClass="BrandLabel" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
            </label>
            """, .xib, options: ["base_classes": .map([("label", .strings(["BrandLabel"]))])]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        file.document.objects.compactMap { object in
            guard let allowed = baseClasses.first(where: { $0.key == object.element })?.values,
                  !allowed.contains(object.customClass ?? "") else { return nil }
            let actual = object.customClass.map { "class '\($0)'" } ?? "the stock class"
            return Finding("\(file.name(object)) uses \(actual); use one of \(allowed.joined(separator: ", "))", object: object)
        }
    }
}

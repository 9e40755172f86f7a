import NibModel

/// Custom classes in the module the team says they live in.
public struct CustomModuleRule: Rule {
    /// Module name → class-name patterns, in configuration order.
    let modules: [(key: String, values: [String])]

    /// The rule with its `modules` (module name to class-name patterns).
    /// - Throws: `ConfigurationError` when `modules` is not a map of string lists.
    public init(options: RuleOptions) throws(ConfigurationError) {
        modules = try options.stringLists("modules")
    }

    public static let description = RuleDescription(
        id: "custom-module",
        summary: "A custom class that belongs to a configured module names another module, or none.",
        rationale: """
        A custom class without the right `customModule` is looked up in the wrong module at run \
        time: `Unknown class in Interface Builder file` in the console, and a plain UIView on \
        screen. This rule enforces a team's own map of classes to modules (class-name patterns \
        with `*`), without reading sources; `custom-module-mismatch` checks against the classes \
        found in Swift sources instead. It covers every object (controllers, cells, gesture \
        recognizers), not only views.
        """,
        kind: .style, severity: .warning, enabledByDefault: false,
        options: [RuleOption("modules", "Module name → list of class-name patterns (`Shop*`).", default: .map([]))],
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="ShopHeaderView" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            </view>
            """, .xib, options: ["modules": .map([("ShopKit", .strings(["Shop*"]))])]),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="ShopHeaderView" customModule="ShopKit">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            </view>
            """, .xib, options: ["modules": .map([("ShopKit", .strings(["Shop*"]))])]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        file.document.objects.compactMap { object in
            guard let customClass = object.customClass,
                  let module = modules.first(where: { $0.values.contains { nameMatches(customClass, pattern: $0) } })?.key,
                  object.customModule != module else { return nil }
            let actual = object.customModule.map { "module '\($0)'" } ?? "no module"
            return Finding("\(customClass) belongs to module '\(module)' but \(file.name(object)) names \(actual)", object: object)
        }
    }
}

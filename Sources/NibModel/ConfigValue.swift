/// A configuration value: what the YAML subset of `.nibcheck.yml` can say, and rule option defaults.
/// It lives this low because a rule example (`RuleExample`) carries options, and the connection
/// rules declare their examples in NibProject, beside their checks.
public indirect enum ConfigValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case bool(Bool)
    case number(Double)
    case list([ConfigValue])
    /// Keys in file order.
    case map([String: ConfigValue], order: [String])

    /// A map from pairs in order.
    public static func map(_ pairs: [(String, ConfigValue)]) -> ConfigValue {
        .map(Dictionary(pairs, uniquingKeysWith: { _, last in last }), order: pairs.map(\.0))
    }

    /// A list of strings.
    public static func strings(_ items: [String]) -> ConfigValue { .list(items.map(ConfigValue.string)) }

    /// As YAML would write it inline (documentation, error messages).
    public var description: String {
        switch self {
        case .string(let text): text
        case .bool(let value): value ? "true" : "false"
        case .number(let value): formatNumber(value)
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let members, let order):
            "{" + order.map { "\($0): \(members[$0]!.description)" }.joined(separator: ", ") + "}"
        }
    }

    /// The name of the value's shape, for "expected a list, found a string".
    public var shapeName: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .number: "a number"
        case .list: "a list"
        case .map: "a map"
        }
    }
}

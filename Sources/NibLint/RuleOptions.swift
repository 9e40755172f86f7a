import NibModel

/// A mistake in configuration: a bad file, an unknown key or rule, an option of the wrong shape.
/// Carries the place in the configuration file when there is one.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, for a person (names the key or rule).
    public var message: String
    /// Where in the configuration file, when the mistake is in one (nil for the command line).
    public var location: SourceLocation?

    /// An error with its message and, when known, its place in the configuration file.
    public init(_ message: String, at location: SourceLocation? = nil) {
        self.message = message
        self.location = location
    }

    public var description: String {
        location.map { "\($0): error: \(message)" } ?? "error: \(message)"
    }
}

/// A rule's options as configured, defaults filled in; typed accessors that explain wrong shapes.
public struct RuleOptions: Sendable {
    /// The rule the options belong to (named in error messages).
    public let ruleID: String
    private let values: [String: ConfigValue]
    private let locations: [String: SourceLocation]

    /// Options of a rule: `given` over the defaults the rule documents.
    /// - Throws: `ConfigurationError` for an option the rule does not have (with a did-you-mean).
    public init(for description: RuleDescription, given: [String: ConfigValue] = [:],
                locations: [String: SourceLocation] = [:]) throws(ConfigurationError) {
        var values = Dictionary(uniqueKeysWithValues: description.options.map { ($0.name, $0.defaultValue) })
        for (name, value) in given {
            guard values[name] != nil else {
                let known = description.options.map(\.name)
                throw ConfigurationError("rule '\(description.id)' has no option '\(name)'"
                    + (known.isEmpty ? " (it has no options)" : didYouMean(name, among: known)), at: locations[name])
            }
            values[name] = value
        }
        self.ruleID = description.id
        self.values = values
        self.locations = locations
    }

    /// The option `name` as a string.
    /// - Throws: `ConfigurationError` at the option's place when it is not a string.
    public func string(_ name: String) throws(ConfigurationError) -> String {
        guard case .string(let text) = value(name) else { throw mismatch(name, "a string") }
        return text
    }

    /// A whole number of at least 1.
    public func count(_ name: String) throws(ConfigurationError) -> Int {
        guard case .number(let value) = value(name), value >= 1, value == value.rounded(), value < 1e9 else {
            throw mismatch(name, "a whole number of at least 1")
        }
        return Int(value)
    }

    /// The option `name` as `true` or `false`.
    /// - Throws: `ConfigurationError` at the option's place when it is anything else.
    public func bool(_ name: String) throws(ConfigurationError) -> Bool {
        guard case .bool(let flag) = value(name) else { throw mismatch(name, "true or false") }
        return flag
    }

    /// A list of strings; a single string is a list of one.
    public func strings(_ name: String) throws(ConfigurationError) -> [String] {
        switch value(name) {
        case .string(let text): return [text]
        case .list(let items):
            var result: [String] = []
            for item in items {
                guard case .string(let text) = item else { throw mismatch(name, "a list of strings") }
                result.append(text)
            }
            return result
        default: throw mismatch(name, "a list of strings")
        }
    }

    /// A map whose values are lists of strings (`{ label: [BrandLabel] }`), in file order.
    public func stringLists(_ name: String) throws(ConfigurationError) -> [(key: String, values: [String])] {
        guard case .map(let members, let order) = value(name) else { throw mismatch(name, "a map of lists") }
        var result: [(key: String, values: [String])] = []
        for key in order {
            switch members[key]! {
            case .string(let text): result.append((key, [text]))
            case .list(let items):
                let texts = items.compactMap { item -> String? in
                    if case .string(let text) = item { return text } else { return nil }
                }
                guard texts.count == items.count else { throw mismatch(name, "a map of lists of strings") }
                result.append((key, texts))
            default: throw mismatch(name, "a map of lists of strings")
            }
        }
        return result
    }

    private func value(_ name: String) -> ConfigValue? { values[name] }

    private func mismatch(_ name: String, _ expected: String) -> ConfigurationError {
        let found = values[name].map { ", found \($0.shapeName)" } ?? ""
        return ConfigurationError("option '\(name)' of rule '\(ruleID)' must be \(expected)\(found)", at: locations[name])
    }
}

/// ` (did you mean 'x'?)` for the closest candidate within a small edit distance, else "".
public func didYouMean(_ word: String, among candidates: [String]) -> String {
    NearestName.suggestion(for: word, among: candidates, maxDistance: max(2, word.count / 3)).map { " (did you mean '\($0)'?)" } ?? ""
}

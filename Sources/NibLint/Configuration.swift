#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel
import YAMLSubset

/// Which rules are on: `only` replaces the set, then `enabled` adds and `disabled` removes.
/// Used for the configuration file, per-path overrides and the command line alike.
public struct RuleSelection: Sendable, Hashable {
    /// `only_rules`: when set, exactly these rules are on (before `enabled` and `disabled` apply).
    public var only: [String]?
    /// `enabled_rules` / `--enable`: rules turned on in addition.
    public var enabled: [String]
    /// `disabled_rules` / `--disable`: rules turned off, last.
    public var disabled: [String]

    /// A selection; the defaults change nothing.
    public init(only: [String]? = nil, enabled: [String] = [], disabled: [String] = []) {
        self.only = only
        self.enabled = enabled
        self.disabled = disabled
    }

    /// Applies the selection to a set of rule ids.
    public func apply(to active: inout Set<String>) {
        if let only { active = Set(only) }
        active.formUnion(enabled)
        active.subtract(disabled)
    }

    /// Every id the selection names.
    var allIDs: [String] { (only ?? []) + enabled + disabled }
}

/// `paths: { "Legacy/**": { disabled_rules: [...] } }`: rule choices for part of the project.
public struct PathOverride: Sendable {
    /// The paths the override applies to, relative to the configuration folder.
    public var glob: Glob
    /// Rules turned on or off for those paths, after the top-level selection.
    public var selection: RuleSelection
    /// Severities set for those paths, by rule id.
    public var severities: [String: Severity]
}

/// `.nibcheck.yml`: what to lint and how. Every path and glob is relative to `baseDirectory`.
///
/// Rule ids are resolved against `RuleRegistry` while loading, so a typo fails the run (exit 2)
/// instead of silently checking nothing.
public struct Configuration: Sendable {
    /// The folder of the configuration file (or the current folder without one).
    public var baseDirectory: String {
        didSet { absoluteBase = Configuration.folderPrefix(baseDirectory) }
    }
    /// `baseDirectory` as an absolute, normalized path ending in `/`, computed once: every
    /// discovered file is matched against the globs relative to it.
    private var absoluteBase: String
    /// The file this configuration was read from.
    public var file: String?
    /// What to lint when no path is given on the command line.
    public var included: [String]
    /// `excluded`: paths never linted, relative to the configuration folder (a folder excludes all below it).
    public var excluded: [Glob]
    /// Where Swift sources for the connection checks are (files, folders or globs); empty means
    /// the `.swift` files found among the linted paths.
    public var swiftSources: [String]
    /// Modules (`external_modules`) and classes (`external_classes`) from outside the tree,
    /// beyond those the project's manifests name: the connection checks do not judge them.
    public var externalModules: [String]
    /// Classes named in `external_classes` (see `externalModules`).
    public var externalClasses: [String]
    /// The top-level rule choice (`only_rules`, `enabled_rules`, `disabled_rules`).
    public var selection: RuleSelection
    /// Severities set in the configuration (`severities:`), by rule id; others keep their default.
    public var severities: [String: Severity]
    /// Rule options as given, by rule id, with where each was written.
    public var options: [String: [String: ConfigValue]]
    /// Where each of `options` was written, by rule id and option name, for error messages.
    public var optionLocations: [String: [String: SourceLocation]]
    /// `paths:` overrides, in file order; a later one wins where two match.
    public var pathOverrides: [PathOverride]

    /// The empty configuration: defaults for everything.
    public init(baseDirectory: String = ".") {
        self.baseDirectory = baseDirectory
        absoluteBase = Configuration.folderPrefix(baseDirectory)
        file = nil
        included = []
        excluded = []
        swiftSources = []
        externalModules = []
        externalClasses = []
        selection = RuleSelection()
        severities = [:]
        options = [:]
        optionLocations = [:]
        pathOverrides = []
    }

    /// The name looked for in the current folder and its parents.
    public static let fileName = ".nibcheck.yml"

    /// The nearest `.nibcheck.yml` in `directory` or a parent folder.
    public static func find(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Reads a configuration file.
    /// - Throws: `ConfigurationError` when the file cannot be read, is outside the YAML subset,
    ///   or has an unknown key, an unknown rule id, or a value of the wrong shape (each with its
    ///   line and column).
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("cannot read configuration file '\(path)'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationError("configuration file is not UTF-8", at: SourceLocation(file: path, line: 1, column: 1))
        }
        let base = PathNames.folder(path)
        return try parse(text, file: path, baseDirectory: base.isEmpty ? "." : base)
    }

    /// Parses configuration text (see `load(path:)` for the errors).
    public static func parse(_ text: String, file: String, baseDirectory: String) throws(ConfigurationError) -> Configuration {
        var configuration = Configuration(baseDirectory: baseDirectory)
        configuration.file = file
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(text)
        } catch {
            throw ConfigurationError(error.message, at: SourceLocation(file: file, line: error.line, column: error.column))
        }
        guard let root else { return configuration }
        let reader = NodeReader(file: file)
        for entry in try reader.entries(root, context: "the configuration") {
            let value = entry.value
            switch entry.key {
            case "included": configuration.included = try reader.strings(value, key: entry.key)
            case "excluded": configuration.excluded = try reader.strings(value, key: entry.key).map(Glob.init)
            case "swift_sources": configuration.swiftSources = try reader.strings(value, key: entry.key)
            case "external_modules": configuration.externalModules = try reader.strings(value, key: entry.key)
            case "external_classes": configuration.externalClasses = try reader.strings(value, key: entry.key)
            case "only_rules": configuration.selection.only = try reader.ruleIDs(value, key: entry.key)
            case "enabled_rules", "opt_in_rules": configuration.selection.enabled = try reader.ruleIDs(value, key: entry.key)
            case "disabled_rules": configuration.selection.disabled = try reader.ruleIDs(value, key: entry.key)
            case "rules":
                for ruleEntry in try reader.entries(value, context: "'rules'") {
                    try configuration.readRuleSettings(ruleEntry, reader: reader)
                }
            case "paths":
                for pathEntry in try reader.entries(value, context: "'paths'") {
                    configuration.pathOverrides.append(try reader.pathOverride(pathEntry))
                }
            default:
                throw reader.unknownKey(entry, among: topLevelKeys, context: "the configuration")
            }
        }
        return configuration
    }

    static let topLevelKeys = ["included", "excluded", "swift_sources", "external_modules", "external_classes", "only_rules", "enabled_rules",
                               "opt_in_rules", "disabled_rules", "rules", "paths"]

    /// `rules: { rule-id: { severity: error, option: value } }` (or `rule-id: error`).
    private mutating func readRuleSettings(_ entry: YAMLMappingEntry, reader: NodeReader) throws(ConfigurationError) {
        let id = entry.key
        guard let rule = RuleRegistry.rule(id) else {
            throw ConfigurationError("unknown rule '\(id)' in 'rules'\(didYouMean(id, among: RuleRegistry.ids))",
                                     at: reader.location(entry.keyLocation))
        }
        if entry.value.string != nil {
            severities[id] = try reader.severity(entry.value)
            return
        }
        var given: [String: ConfigValue] = [:]
        var locations: [String: SourceLocation] = [:]
        for option in try reader.entries(entry.value, context: "rule '\(id)'") {
            if option.key == "severity" {
                severities[id] = try reader.severity(option.value)
            } else {
                given[option.key] = reader.value(option.value)
                locations[option.key] = reader.location(option.keyLocation)
            }
        }
        // Validates option names and shapes now, so that mistakes fail before any file is read.
        _ = try rule.init(options: RuleOptions(for: rule.description, given: given, locations: locations))
        options[id] = given
        optionLocations[id] = locations
    }

    // MARK: Resolution

    /// A path relative to `baseDirectory` (or as given, when outside it), for glob matching.
    public func relativePath(_ path: String) -> String {
        let absolute = Configuration.absolute(path)
        return absolute.hasPrefix(absoluteBase) ? String(absolute.dropFirst(absoluteBase.count)) : path
    }

    /// Whether an absolute path has a component to resolve (`.`, `..`, an empty one) or a
    /// trailing `/` (but for the root): most paths have none, and are returned as they are.
    private static func needsResolving(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        guard bytes.count > 1 else { return false }
        for index in bytes.indices where bytes[index] == slash {
            // What follows the slash up to the next one: empty, `.` or `..` needs resolving.
            var end = index + 1
            while end < bytes.count, bytes[end] != slash, end - index <= 3 { end += 1 }
            let component = bytes[(index + 1)..<end]
            if component.isEmpty || component.elementsEqual([dot]) || component.elementsEqual([dot, dot]) { return true }
        }
        return false
    }

    /// A folder as an absolute path ending in `/`, for prefix tests.
    private static func folderPrefix(_ folder: String) -> String {
        let absolute = absolute(folder)
        return absolute == "/" ? absolute : absolute + "/"
    }

    /// An absolute path with `.`, `..` and repeated `/` resolved (textually, as `standardizedFileURL`
    /// does, without its cost per call), ending in `/` for the root.
    static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if !needsResolving(full) { return full }
        var parts: [Substring] = []
        // Split on the bytes: `split` on the characters cost more than the rest of a SARIF report.
        for part in full.utf8.split(separator: UInt8(ascii: "/")) {
            if part.elementsEqual(".".utf8) { continue }
            if part.elementsEqual("..".utf8) { _ = parts.popLast(); continue }
            parts.append(Substring(part))
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `excluded` leaves `path` out (matched relative to the configuration folder).
    public func isExcluded(_ path: String) -> Bool {
        // Resolving the path costs more than walking to it: skipped when nothing is excluded.
        guard !excluded.isEmpty else { return false }
        let relative = relativePath(path)
        return excluded.contains { $0.matches(relative) }
    }

    /// The rules that run on a file and their severities: rule defaults, then the configuration,
    /// then matching `paths` overrides in order, then the command line.
    public func activeRules(for path: String, commandLine: RuleSelection) -> [String: Severity] {
        var active = RuleRegistry.enabledByDefault
        var severities = self.severities
        selection.apply(to: &active)
        if !pathOverrides.isEmpty {
            let relative = relativePath(path)
            for override in pathOverrides where override.glob.matches(relative) {
                override.selection.apply(to: &active)
                severities.merge(override.severities) { _, new in new }
            }
        }
        commandLine.apply(to: &active)
        var result: [String: Severity] = [:]
        result.reserveCapacity(active.count)
        for id in active {
            guard let defaultSeverity = RuleRegistry.defaultSeverities[id] else { continue }
            result[id] = severities[id] ?? defaultSeverity
        }
        return result
    }

    /// `activeRules(for:commandLine:)` of many paths, as the distinct tables and which one each
    /// path has: one table when no `paths` override can tell the paths apart (the usual case,
    /// where a corpus of 300 documents spent milliseconds making and splitting the same table
    /// 300 times).
    public func activeRules(for paths: [String], commandLine: RuleSelection) -> RuleTables {
        guard !paths.isEmpty else { return RuleTables(tables: [], tableOfPath: []) }
        guard !pathOverrides.isEmpty else {
            return RuleTables(tables: [activeRules(for: "", commandLine: commandLine)], tableOfPath: Array(repeating: 0, count: paths.count))
        }
        var tables: [[String: Severity]] = []
        let tableOfPath = paths.map { path in
            let table = activeRules(for: path, commandLine: commandLine)
            if let known = tables.firstIndex(of: table) { return known }
            tables.append(table)
            return tables.count - 1
        }
        return RuleTables(tables: tables, tableOfPath: tableOfPath)
    }

    /// Every rule configured with its options (unconfigured rules get their defaults).
    /// - Throws: `ConfigurationError` for options a rule refuses.
    public func makeRules() throws(ConfigurationError) -> [String: any Rule] {
        var rules: [String: any Rule] = [:]
        for type in RuleRegistry.all {
            let id = type.description.id
            let options = try RuleOptions(for: type.description, given: options[id] ?? [:],
                                          locations: optionLocations[id] ?? [:])
            rules[id] = try type.init(options: options)
        }
        return rules
    }
}

/// Typed reading of YAML nodes, with errors located in the configuration file.
private struct NodeReader {
    let file: String

    func location(_ place: YAMLLocation) -> SourceLocation {
        SourceLocation(file: file, line: place.line, column: place.column)
    }

    func entries(_ node: YAMLNode, context: String) throws(ConfigurationError) -> [YAMLMappingEntry] {
        if node.isNull { return [] }
        guard let entries = node.entries else {
            throw ConfigurationError("\(context) must be a map of keys to values", at: location(node.location))
        }
        return entries
    }

    /// A list of strings; a single string counts as a list of one.
    func strings(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [String] {
        if node.isNull { return [] }
        if let single = node.string { return [single] }
        guard let list = node.stringList else {
            throw ConfigurationError("'\(key)' must be a list of strings", at: location(node.location))
        }
        return list
    }

    func ruleIDs(_ node: YAMLNode, key: String) throws(ConfigurationError) -> [String] {
        let ids = try strings(node, key: key)
        let places = node.items?.map(\.location) ?? [node.location]
        for (index, id) in ids.enumerated() where RuleRegistry.rule(id) == nil {
            throw ConfigurationError("unknown rule '\(id)' in '\(key)'\(didYouMean(id, among: RuleRegistry.ids))",
                                     at: location(places[min(index, places.count - 1)]))
        }
        return ids
    }

    func severity(_ node: YAMLNode) throws(ConfigurationError) -> Severity {
        guard let text = node.string, let severity = Severity(rawValue: text) else {
            throw ConfigurationError("severity must be error, warning or note", at: location(node.location))
        }
        return severity
    }

    func pathOverride(_ entry: YAMLMappingEntry) throws(ConfigurationError) -> PathOverride {
        var override = PathOverride(glob: Glob(entry.key), selection: RuleSelection(), severities: [:])
        for item in try entries(entry.value, context: "paths entry '\(entry.key)'") {
            switch item.key {
            case "only_rules": override.selection.only = try ruleIDs(item.value, key: item.key)
            case "enabled_rules", "opt_in_rules": override.selection.enabled = try ruleIDs(item.value, key: item.key)
            case "disabled_rules": override.selection.disabled = try ruleIDs(item.value, key: item.key)
            case "rules":
                for rule in try entries(item.value, context: "'rules' of paths entry '\(entry.key)'") {
                    guard RuleRegistry.rule(rule.key) != nil else {
                        throw ConfigurationError("unknown rule '\(rule.key)'\(didYouMean(rule.key, among: RuleRegistry.ids))",
                                                 at: location(rule.keyLocation))
                    }
                    let node = rule.value.string != nil ? rule.value : (rule.value["severity"] ?? rule.value)
                    override.severities[rule.key] = try severity(node)
                }
            default:
                throw unknownKey(item, among: ["only_rules", "enabled_rules", "disabled_rules", "rules"],
                                 context: "paths entry '\(entry.key)'")
            }
        }
        return override
    }

    func unknownKey(_ entry: YAMLMappingEntry, among keys: [String], context: String) -> ConfigurationError {
        ConfigurationError("unknown key '\(entry.key)' in \(context)\(didYouMean(entry.key, among: keys))",
                           at: location(entry.keyLocation))
    }

    /// A node as a rule option value: plain `true`/`false` and numbers are typed, the rest text.
    func value(_ node: YAMLNode) -> ConfigValue {
        switch node.kind {
        case .scalar(let text, _):
            if let flag = node.bool { return .bool(flag) }
            if let number = node.double, number.isFinite { return .number(number) }
            return .string(text)
        case .sequence(let items): return .list(items.map(value))
        case .mapping(let entries): return .map(entries.map { ($0.key, value($0.value)) })
        }
    }
}

/// The rules active on each of many paths, with their severities: the distinct tables, and
/// the index of each path's table.
public struct RuleTables: Sendable {
    /// The distinct rule tables (rule id to severity), each once.
    public let tables: [[String: Severity]]
    /// For each path given, the index of its table in `tables`.
    public let tableOfPath: [Int]

    /// The table of the path at `index`.
    public subscript(path index: Int) -> [String: Severity] { tables[tableOfPath[index]] }

    /// The same paths, each table narrowed to the rules `keep` accepts.
    public func filter(_ keep: (String) -> Bool) -> RuleTables {
        RuleTables(tables: tables.map { $0.filter { keep($0.key) } }, tableOfPath: tableOfPath)
    }
}

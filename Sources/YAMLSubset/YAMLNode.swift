// The document model of the YAML subset: scalars, sequences and ordered mappings, each node
// and each key with the position it was written at, so that a configuration loader can
// point at the exact place of an unknown key or a wrong value.

/// A position in a YAML text; `line` and `column` are 1-based, `column` counts UTF-8 bytes.
public struct YAMLLocation: Hashable, Sendable, CustomStringConvertible {
    /// 1-based line.
    public var line: Int
    /// 1-based column, in UTF-8 bytes.
    public var column: Int

    /// A position from its 1-based line and UTF-8 column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }
}

/// How a scalar was written. Only plain scalars can be null, booleans or numbers; a quoted
/// `"true"` is the string `true`.
public enum YAMLScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted
}

/// One `key: value` pair of a mapping.
public struct YAMLMappingEntry: Sendable {
    /// The key, unquoted.
    public var key: String
    /// Where the key starts (error messages point there).
    public var keyLocation: YAMLLocation
    /// The value; where it starts is its own `location`.
    public var value: YAMLNode

    /// An entry from its key, the key's place and the value.
    public init(key: String, keyLocation: YAMLLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}

/// A node of a parsed document.
public struct YAMLNode: Sendable {
    /// What a node is: a scalar with its style, a sequence, or a mapping.
    public enum Kind: Sendable {
        /// The scalar's value after unquoting and unescaping. An empty value (`key:`) is an
        /// empty plain scalar, which reads as null.
        case scalar(String, YAMLScalarStyle)
        case sequence([YAMLNode])
        /// Entries in document order; keys are unique (duplicates are a parse error).
        case mapping([YAMLMappingEntry])
    }

    /// The node's content.
    public var kind: Kind
    /// Where the node starts (for an empty value: right after its key's `:`).
    public var location: YAMLLocation

    /// A node from its content and place.
    public init(kind: Kind, location: YAMLLocation) {
        self.kind = kind
        self.location = location
    }

    // MARK: Typed accessors

    /// A scalar's value, nil for other nodes and for null (`~`, `null`, empty).
    public var string: String? {
        guard case let .scalar(value, _) = kind, !isNull else { return nil }
        return value
    }

    /// Plain `~`, `null`, `Null`, `NULL` or an empty value.
    public var isNull: Bool {
        guard case let .scalar(value, .plain) = kind else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(value)
    }

    /// Plain `true` / `false` (also `True`, `TRUE`, `False`, `FALSE`), as YAML 1.2's core schema reads them.
    public var bool: Bool? {
        switch plainValue {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// A plain decimal (optionally signed), `0x` hexadecimal or `0o` octal integer.
    public var int: Int? {
        guard let value = plainValue else { return nil }
        if value.hasPrefix("0x") { return Int(value.dropFirst(2), radix: 16) }
        if value.hasPrefix("0o") { return Int(value.dropFirst(2), radix: 8) }
        return Int(value)
    }

    /// A plain number (integers included), `.inf`, `-.inf` or `.nan`.
    public var double: Double? {
        guard let value = plainValue else { return nil }
        switch value {
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        case ".nan", ".NaN", ".NAN": return .nan
        default:
            guard value.first.map({ $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }) == true else { return nil }
            return Double(value) ?? int.map(Double.init)
        }
    }

    /// A sequence of non-null scalars, as strings.
    public var stringList: [String]? {
        guard case let .sequence(items) = kind else { return nil }
        var strings: [String] = []
        for item in items {
            guard let string = item.string else { return nil }
            strings.append(string)
        }
        return strings
    }

    /// A sequence's items.
    public var items: [YAMLNode]? {
        guard case let .sequence(items) = kind else { return nil }
        return items
    }

    /// A mapping's entries, in document order.
    public var entries: [YAMLMappingEntry]? {
        guard case let .mapping(entries) = kind else { return nil }
        return entries
    }

    /// The value for `key` in a mapping.
    public subscript(key: String) -> YAMLNode? {
        entries?.first { $0.key == key }?.value
    }

    private var plainValue: String? {
        guard case let .scalar(value, .plain) = kind else { return nil }
        return value
    }
}

/// A text outside the supported subset, or malformed; `line` and `column` are 1-based.
public struct YAMLError: Error, CustomStringConvertible, Sendable, Equatable {
    /// 1-based line of the trouble.
    public var line: Int
    /// 1-based column of the trouble, in UTF-8 bytes.
    public var column: Int
    /// What is wrong or unsupported, for a person.
    public var message: String

    /// An error at a 1-based line and column with its message.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    init(_ message: String, at location: YAMLLocation) {
        self.init(line: location.line, column: location.column, message: message)
    }

    /// `line:column: message`; prefix a file name to get the editors' `file:line:col:` form.
    public var description: String { "\(line):\(column): \(message)" }
}

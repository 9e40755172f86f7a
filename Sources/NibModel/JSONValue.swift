/// A JSON value with ordered object keys, and a deterministic writer: the same value always
/// gives the same bytes (keys in insertion order, numbers in their shortest exact form).
/// Every NibKit report that promises a stable schema is written through this.
public enum JSONValue: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }

    /// `.string` or `.null`.
    public init(_ text: String?) { self = text.map(JSONValue.string) ?? .null }
    /// A JSON number.
    public init(_ number: Double) { self = .number(number) }
    /// A JSON number (stored as a Double; exact up to 2^53).
    public init(_ number: Int) { self = .number(Double(number)) }

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case (.bool(let x), .bool(let y)): x == y
        case (.number(let x), .number(let y)): x == y
        case (.string(let x), .string(let y)): x == y
        case (.array(let x), .array(let y)): x == y
        case (.object(let x), .object(let y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rendered())
    }

    /// Compact JSON on one line.
    public func rendered() -> String {
        var writer = JSONWriter(indent: nil)
        writer.write(self, level: 0)
        return writer.text
    }

    /// Indented JSON (two spaces), for files people read.
    public func prettyRendered() -> String {
        var writer = JSONWriter(indent: Array("  ".utf8))
        writer.write(self, level: 0)
        return writer.text
    }
}

/// Writes a `JSONValue` as UTF-8 bytes. Bytes, not `String` appends, because reports of a few
/// hundred kilobytes were spending most of a lint run appending one scalar at a time (callgrind:
/// 170 M instructions for a 412 KB JSON report); runs of bytes that need no escape are copied whole.
private struct JSONWriter {
    /// Invariant: valid UTF-8. Copied strings are valid UTF-8 and escapes are ASCII.
    private var bytes: [UInt8] = []
    private let indent: [UInt8]?

    init(indent: [UInt8]?) { self.indent = indent }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func write(_ value: JSONValue, level: Int) {
        switch value {
        case .null: append("null")
        case .bool(let value): append(value ? "true" : "false")
        case .number(let value): append(value.isFinite ? formatNumber(value) : "null")
        case .string(let value): writeString(value)
        case .array(let items):
            guard !items.isEmpty else { append("[]"); return }
            bytes.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                write(item, level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { append("{}"); return }
            bytes.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(level + 1)
                writeString(key)
                append(indent == nil ? ":" : ": ")
                write(value, level: level + 1)
            }
            newline(level)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    private mutating func newline(_ level: Int) {
        guard let indent else { return }
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<level { bytes.append(contentsOf: indent) }
    }

    /// A JSON string: `"` and `\` escaped, control characters as `\n`, `\r`, `\t` or `\u00xx`;
    /// everything else, multi-byte UTF-8 included, copied as it is.
    private mutating func writeString(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            for (i, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                runStart = i + 1
                switch byte {
                case UInt8(ascii: "\""): append("\\\"")
                case UInt8(ascii: "\\"): append("\\\\")
                case UInt8(ascii: "\n"): append("\\n")
                case UInt8(ascii: "\r"): append("\\r")
                case UInt8(ascii: "\t"): append("\\t")
                default:
                    let hex = String(byte, radix: 16)
                    append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}

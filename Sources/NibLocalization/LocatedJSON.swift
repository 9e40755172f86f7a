import NibModel

/// A JSON value whose object members remember where their key stands, for findings located in a
/// String Catalog. Members keep file order and repeats (a repeated key is a finding, not lost).
public indirect enum LocatedJSON: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([LocatedJSON])
    case object([Member])

    public struct Member: Hashable, Sendable {
        public let key: String
        public let location: SourceLocation
        public let value: LocatedJSON
    }

    /// The first member with this key, when this is an object.
    public subscript(key: String) -> LocatedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    public var members: [Member] {
        if case .object(let members) = self { return members }
        return []
    }

    /// Parses JSON text (RFC 8259); any input gives a value or an error with its line and column.
    /// Nesting deeper than 512 levels is refused rather than recursed into.
    public static func parse(_ text: [Unicode.Scalar], path: String) throws(LocalizationReadError) -> LocatedJSON {
        var parser = JSONParser(text: text, path: path)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.atEnd else { throw parser.error("unexpected text after the JSON value") }
        return value
    }
}

private struct JSONParser {
    let text: [Unicode.Scalar]
    let path: String
    var index = 0
    var position = Position()

    var atEnd: Bool { index >= text.count }
    var peek: Unicode.Scalar? { index < text.count ? text[index] : nil }

    mutating func advance() {
        position.advance(over: text[index])
        index += 1
    }

    func error(_ message: String) -> LocalizationReadError {
        LocalizationReadError(message, at: position.location(in: path))
    }

    mutating func skipSpace() {
        while let scalar = peek, scalar == " " || scalar == "\n" || scalar == "\r" || scalar == "\t" { advance() }
    }

    mutating func value(depth: Int) throws(LocalizationReadError) -> LocatedJSON {
        guard depth < 512 else { throw error("JSON nested deeper than 512 levels") }
        guard let scalar = peek else { throw error("the file ends where a JSON value should be") }
        switch scalar {
        case "{": return try object(depth: depth)
        case "[":
            advance()
            var items: [LocatedJSON] = []
            skipSpace()
            if peek == "]" { advance(); return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                if peek == "," { advance(); continue }
                guard peek == "]" else { throw error("expected ',' or ']' in an array") }
                advance()
                return .array(items)
            }
        case "\"": return .string(try string())
        case "t": try literal("true"); return .bool(true)
        case "f": try literal("false"); return .bool(false)
        case "n": try literal("null"); return .null
        default: return try number()
        }
    }

    mutating func object(depth: Int) throws(LocalizationReadError) -> LocatedJSON {
        advance()
        var members: [LocatedJSON.Member] = []
        skipSpace()
        if peek == "}" { advance(); return .object(members) }
        while true {
            skipSpace()
            let location = position.location(in: path)
            guard peek == "\"" else { throw error("expected a quoted key in an object") }
            let key = try string()
            skipSpace()
            guard peek == ":" else { throw error("expected ':' after the key \"\(key)\"") }
            advance()
            skipSpace()
            members.append(LocatedJSON.Member(key: key, location: location, value: try value(depth: depth + 1)))
            skipSpace()
            if peek == "," { advance(); continue }
            guard peek == "}" else { throw error("expected ',' or '}' in an object") }
            advance()
            return .object(members)
        }
    }

    mutating func literal(_ word: String) throws(LocalizationReadError) {
        for expected in word.unicodeScalars {
            guard peek == expected else { throw error("expected '\(word)'") }
            advance()
        }
    }

    mutating func number() throws(LocalizationReadError) -> LocatedJSON {
        var digits = ""
        while let scalar = peek, "+-0123456789.eE".unicodeScalars.contains(scalar) {
            digits.unicodeScalars.append(scalar)
            advance()
        }
        guard let number = Double(digits) else { throw error(digits.isEmpty ? "expected a JSON value" : "'\(digits)' is not a number") }
        return .number(number)
    }

    mutating func string() throws(LocalizationReadError) -> String {
        let start = position.location(in: path)
        advance()
        var result = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while let scalar = peek {
            advance()
            if scalar == "\"" {
                if pendingHigh != nil { result.append("\u{FFFD}") }
                return String(result)
            }
            guard scalar == "\\" else {
                if pendingHigh != nil { result.append("\u{FFFD}"); pendingHigh = nil }
                guard scalar.value >= 0x20 else { throw error("a control character inside a string (write it as an escape)") }
                result.append(scalar)
                continue
            }
            guard let escaped = peek else { break }
            advance()
            if escaped == "u" {
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek, digit.isASCII, let number = UInt32(String(digit), radix: 16) else {
                        throw error("'\\u' needs four hexadecimal digits")
                    }
                    value = value * 16 + number
                    advance()
                }
                // UTF-16 surrogate pairs arrive as two escapes; a half without its partner is U+FFFD.
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(value) {
                        result.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!)
                        continue
                    }
                    result.append("\u{FFFD}")
                }
                if (0xD800...0xDBFF).contains(value) { pendingHigh = value; continue }
                result.append(Unicode.Scalar(value) ?? "\u{FFFD}")
                continue
            }
            if pendingHigh != nil { result.append("\u{FFFD}"); pendingHigh = nil }
            switch escaped {
            case "\"": result.append("\"")
            case "\\": result.append("\\")
            case "/": result.append("/")
            case "b": result.append("\u{08}")
            case "f": result.append("\u{0C}")
            case "n": result.append("\n")
            case "r": result.append("\r")
            case "t": result.append("\t")
            default: throw error("'\\\(escaped)' is not a JSON escape")
            }
        }
        throw LocalizationReadError("a string that is never closed with '\"'", at: start)
    }
}

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

    /// One `"key": value` of an object, with where its key stands.
    public struct Member: Hashable, Sendable {
        /// The key, unescaped.
        public let key: String
        /// Where the key's opening quote stands.
        public let location: SourceLocation
        /// The value.
        public let value: LocatedJSON
    }

    /// The first member with this key, when this is an object.
    public subscript(key: String) -> LocatedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The text, when this is a string.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The members in file order, when this is an object; none otherwise.
    public var members: [Member] {
        if case .object(let members) = self { return members }
        return []
    }

    /// Parses JSON text (RFC 8259) given as well-formed UTF-8 (`TextDecoding.decode`'s output);
    /// any input gives a value or an error with its line and column (in characters).
    /// Nesting deeper than 512 levels is refused rather than recursed into.
    public static func parse(_ text: [UInt8], path: String) throws(LocalizationReadError) -> LocatedJSON {
        var parser = JSONParser(text: text, path: path)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.atEnd else { throw parser.error("unexpected text after the JSON value") }
        return value
    }
}

/// JSON over UTF-8 bytes (a project's catalogs are read on every lint, and decoding them into
/// scalars and building each string scalar by scalar cost more than the rest of the run's reading
/// together): a string without escapes is one copy of the bytes between its quotes, and columns
/// are counted only where one is reported, at each key and at an error.
private struct JSONParser {
    let text: [UInt8]
    let path: String
    var index = 0
    var line = 1
    /// Where the current line starts.
    var lineStart = 0

    var atEnd: Bool { index >= text.count }
    var peek: UInt8? { index < text.count ? text[index] : nil }
    var here: SourceLocation { location(line: line, lineStart: lineStart, index: index) }

    /// The place of `index` on a line starting at `lineStart`: its column counts characters
    /// (the bytes that start one), not bytes.
    func location(line: Int, lineStart: Int, index: Int) -> SourceLocation {
        var column = 1
        for byte in text[lineStart..<index] where byte & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: path, line: line, column: column)
    }

    mutating func advance() {
        if text[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    func error(_ message: String) -> LocalizationReadError {
        LocalizationReadError(message, at: here)
    }

    mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    mutating func value(depth: Int) throws(LocalizationReadError) -> LocatedJSON {
        guard depth < 512 else { throw error("JSON nested deeper than 512 levels") }
        guard let byte = peek else { throw error("the file ends where a JSON value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["):
            advance()
            var items: [LocatedJSON] = []
            skipSpace()
            if peek == UInt8(ascii: "]") { advance(); return .array(items) }
            while true {
                skipSpace()
                items.append(try value(depth: depth + 1))
                skipSpace()
                if peek == UInt8(ascii: ",") { advance(); continue }
                guard peek == UInt8(ascii: "]") else { throw error("expected ',' or ']' in an array") }
                advance()
                return .array(items)
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return try number()
        }
    }

    mutating func object(depth: Int) throws(LocalizationReadError) -> LocatedJSON {
        advance()
        var members: [LocatedJSON.Member] = []
        skipSpace()
        if peek == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipSpace()
            let location = here
            guard peek == UInt8(ascii: "\"") else { throw error("expected a quoted key in an object") }
            let key = try string()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            advance()
            skipSpace()
            members.append(LocatedJSON.Member(key: key, location: location, value: try value(depth: depth + 1)))
            skipSpace()
            if peek == UInt8(ascii: ",") { advance(); continue }
            guard peek == UInt8(ascii: "}") else { throw error("expected ',' or '}' in an object") }
            advance()
            return .object(members)
        }
    }

    mutating func literal(_ word: StaticString) throws(LocalizationReadError) {
        for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
            guard peek == expected else { throw error("expected '\(word)'") }
            advance()
        }
    }

    mutating func number() throws(LocalizationReadError) -> LocatedJSON {
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
            advance()
        }
        let digits = String(decoding: text[start..<index], as: UTF8.self)
        guard let number = Double(digits) else { throw error(digits.isEmpty ? "expected a JSON value" : "'\(digits)' is not a number") }
        return .number(number)
    }

    mutating func string() throws(LocalizationReadError) -> String {
        let (startLine, startLineStart, start) = (line, lineStart, index)
        advance()
        let bodyStart = index
        // Most strings have no escape: one copy of the bytes between the quotes.
        while index < text.count, text[index] != UInt8(ascii: "\""), text[index] != UInt8(ascii: "\\"), text[index] >= 0x20 {
            index += 1
        }
        if peek == UInt8(ascii: "\"") {
            index += 1
            return String(decoding: text[bodyStart..<index - 1], as: UTF8.self)
        }
        var result = Array(text[bodyStart..<index])
        var pendingHigh: UInt32?
        while let byte = peek {
            advance()
            if byte == UInt8(ascii: "\"") {
                if pendingHigh != nil { append("\u{FFFD}", to: &result) }
                return String(decoding: result, as: UTF8.self)
            }
            guard byte == UInt8(ascii: "\\") else {
                if pendingHigh != nil { append("\u{FFFD}", to: &result); pendingHigh = nil }
                guard byte >= 0x20 else { throw error("a control character inside a string (write it as an escape)") }
                result.append(byte)
                continue
            }
            guard let escaped = peek else { break }
            advance()
            if escaped == UInt8(ascii: "u") {
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = peek, let number = JSONParser.hexValue(digit) else {
                        throw error("'\\u' needs four hexadecimal digits")
                    }
                    value = value * 16 + number
                    advance()
                }
                // UTF-16 surrogate pairs arrive as two escapes; a half without its partner is U+FFFD.
                if let high = pendingHigh {
                    pendingHigh = nil
                    if (0xDC00...0xDFFF).contains(value) {
                        append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00))!, to: &result)
                        continue
                    }
                    append("\u{FFFD}", to: &result)
                }
                if (0xD800...0xDBFF).contains(value) { pendingHigh = value; continue }
                append(Unicode.Scalar(value) ?? "\u{FFFD}", to: &result)
                continue
            }
            if pendingHigh != nil { append("\u{FFFD}", to: &result); pendingHigh = nil }
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): result.append(escaped)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "t"): result.append(0x09)
            default:
                // The message names the whole character, however many bytes it takes.
                let characterStart = index - 1
                while let byte = peek, byte & 0xC0 == 0x80 { advance() }
                let character = String(decoding: text[characterStart..<index], as: UTF8.self)
                throw error("'\\\(character)' is not a JSON escape")
            }
        }
        throw LocalizationReadError("a string that is never closed with '\"'",
                                    at: location(line: startLine, lineStart: startLineStart, index: start))
    }

    func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UTF8.encode(scalar)!)
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

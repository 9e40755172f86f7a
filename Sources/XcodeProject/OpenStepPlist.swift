// The old-style (OpenStep) property list that `project.pbxproj` is written in:
//
//   // !$*UTF8*$!
//   { archiveVersion = 1; objects = { 1A2B… /* main.m */ = { isa = PBXFileReference; path = main.m; }; }; }
//
// Values are strings (quoted, or bare words such as `PBXFileReference`, `1A2B…`, `$(SRCROOT)/x`),
// arrays `( a, b, )`, dictionaries `{ key = value; }` and data `<0fa1>`. Comments (`/* … */`,
// `// …`) may stand anywhere between tokens. Xcode writes nothing else; anything else is an
// error with its line and column.

/// A value of an OpenStep property list.
public indirect enum PlistValue: Sendable, Hashable {
    case string(String)
    case array([PlistValue])
    case dictionary([String: PlistValue])
    /// `<…>`: hexadecimal digits as written, spaces dropped.
    case data(String)

    /// The text, when this is a string.
    public var string: String? { if case .string(let value) = self { value } else { nil } }
    /// The elements, when this is an array.
    public var array: [PlistValue]? { if case .array(let value) = self { value } else { nil } }
    /// The entries, when this is a dictionary.
    public var dictionary: [String: PlistValue]? { if case .dictionary(let value) = self { value } else { nil } }

    /// The value under `key`, when this is a dictionary.
    public subscript(key: String) -> PlistValue? { dictionary?[key] }
}

/// Input that is not an OpenStep property list; `line` and `column` (1-based, UTF-8 bytes) say where.
public struct PlistError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in words.
    public let message: String
    /// The line, 1-based.
    public let line: Int
    /// The column, 1-based, in UTF-8 bytes.
    public let column: Int

    public var description: String { "\(line):\(column): \(message)" }
}

/// Parses OpenStep property lists.
public enum OpenStepPlist {
    /// The one value `text` holds (comments and whitespace around it allowed).
    public static func parse(_ text: String) throws(PlistError) -> PlistValue {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value()
        try parser.skipTrivia()
        guard parser.position == parser.bytes.count else { throw parser.error("unexpected text after the property list") }
        return value
    }

    /// `value` written as OpenStep text on one line, as `parse` reads it: dictionary keys
    /// sorted with `isa` first, as Xcode writes them (a reader of a project's bytes finds a file
    /// reference's `path` after its `lastKnownFileType`); strings bare where every character may
    /// be, else quoted, line ends and tabs as they are.
    public static func text(of value: PlistValue) -> String {
        var text = ""
        write(value, to: &text)
        return text
    }

    private static func write(_ value: PlistValue, to text: inout String) {
        switch value {
        case .string(let string): writeString(string, to: &text)
        case .data(let digits): text += "<\(digits)>"
        case .array(let elements):
            text += "("
            for element in elements {
                write(element, to: &text)
                text += ", "
            }
            text += ")"
        case .dictionary(let entries):
            text += "{"
            for key in entries.keys.sorted(by: { $0 == "isa" || ($1 != "isa" && $0 < $1) }) {
                writeString(key, to: &text)
                text += " = "
                write(entries[key]!, to: &text)
                text += "; "
            }
            text += "}"
        }
    }

    private static func writeString(_ string: String, to text: inout String) {
        if !string.isEmpty, string.utf8.allSatisfy(Parser.isBare) {
            text += string
            return
        }
        // Only the quote and the backslash need an escape: `quoted()` takes any other byte as written.
        text += "\"" + string.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0
        var line = 1
        var lineStart = 0
        /// Arrays and dictionaries open around the current position: a project nests five
        /// deep; a hostile file nesting thousands deep must end in an error, not a stack overflow.
        var depth = 0
        static let maximumDepth = 256

        init(bytes: [UInt8]) { self.bytes = bytes }

        func error(_ message: String, at offset: Int? = nil, line: Int? = nil, lineStart: Int? = nil) -> PlistError {
            let offset = offset ?? position
            return PlistError(message: message, line: line ?? self.line, column: offset - (lineStart ?? self.lineStart) + 1)
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func advance() {
            if bytes[position] == UInt8(ascii: "\n") {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }

        /// Moves to `end`, counting the line ends passed. The loops that find where a run of
        /// whitespace, a comment or a string ends are tight: a project file is a third comments,
        /// and moving byte by byte made parsing it cost more than reading every IB document.
        mutating func advance(to end: Int) {
            var index = position
            while index < end {
                if bytes[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            position = end
        }

        /// Whitespace and comments.
        mutating func skipTrivia() throws(PlistError) {
            let count = bytes.count
            while position < count {
                let byte = bytes[position]
                var end = position
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    while end < count && (bytes[end] == 0x20 || bytes[end] == 0x09 || bytes[end] == 0x0A || bytes[end] == 0x0D) { end += 1 }
                } else if byte == UInt8(ascii: "/") && position + 1 < count && bytes[position + 1] == UInt8(ascii: "/") {
                    while end < count && bytes[end] != 0x0A { end += 1 }
                } else if byte == UInt8(ascii: "/") && position + 1 < count && bytes[position + 1] == UInt8(ascii: "*") {
                    end = position + 2
                    while end + 1 < count && !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) { end += 1 }
                    guard end + 1 < count else { throw error("unterminated comment") }
                    end += 2
                } else {
                    return
                }
                advance(to: end)
            }
        }

        mutating func value() throws(PlistError) -> PlistValue {
            try skipTrivia()
            guard let byte = current else { throw error("expected a value, found the end of the input") }
            if isConflictMarker(at: position) {
                throw error("a merge conflict marker ('\(Character(Unicode.Scalar(byte)))' seven times at a line's start): resolve the conflict")
            }
            switch byte {
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) deep") }
                depth += 1
                defer { depth -= 1 }
                return byte == UInt8(ascii: "{") ? try dictionary() : try array()
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
            case UInt8(ascii: "<"): return try data()
            default:
                guard Self.isBare(byte) else { throw error("expected a value, found '\(Character(Unicode.Scalar(byte)))'") }
                return .string(bare())
            }
        }

        /// Whether `offset` starts a line with seven `<`, `=` or `>`: what git writes around a
        /// conflict it could not merge, the commonest way a project file stops parsing (it is
        /// rewritten on every change to a target).
        func isConflictMarker(at offset: Int) -> Bool {
            guard offset == lineStart, offset + 7 <= bytes.count else { return false }
            let marker = bytes[offset]
            return [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">")].contains(marker)
                && bytes[offset..<(offset + 7)].allSatisfy { $0 == marker }
        }

        /// Characters of an unquoted string (Foundation's NSPropertyList accepts these).
        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"):
                return true
            default:
                return byte >= 0x80
            }
        }

        mutating func bare() -> String {
            let start = position
            while position < bytes.count && Self.isBare(bytes[position]) { position += 1 } // no line end is bare
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }

        mutating func quoted() throws(PlistError) -> String {
            let (startLine, startColumn, startOffset) = (line, lineStart, position)
            let quote = bytes[position]
            // Most strings have no escapes: their bytes are the value.
            var end = position + 1
            while end < bytes.count && bytes[end] != quote && bytes[end] != UInt8(ascii: "\\") { end += 1 }
            if end < bytes.count && bytes[end] == quote {
                let value = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
                advance(to: end + 1)
                return value
            }
            advance()
            var result: [UInt8] = []
            while true {
                guard let byte = current else { throw error("unterminated string", at: startOffset, line: startLine, lineStart: startColumn) }
                if byte == quote {
                    advance()
                    return String(decoding: result, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") {
                    advance()
                    guard let escaped = current else { continue }
                    advance()
                    switch escaped {
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "r"): result.append(0x0D)
                    case UInt8(ascii: "U"), UInt8(ascii: "u"):
                        var scalar: UInt32 = 0
                        for _ in 0..<4 {
                            guard let digit = current.flatMap(Self.hexValue) else { throw error("expected four hexadecimal digits after \\U") }
                            scalar = scalar * 16 + UInt32(digit)
                            advance()
                        }
                        result += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
                    default: result.append(escaped)
                    }
                    continue
                }
                result.append(byte)
                advance()
            }
        }

        static func hexValue(_ byte: UInt8) -> UInt8? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: nil
            }
        }

        mutating func data() throws(PlistError) -> PlistValue {
            let (startLine, startColumn, startOffset) = (line, lineStart, position)
            advance()
            var digits = ""
            while true {
                guard let byte = current else { throw error("unterminated data", at: startOffset, line: startLine, lineStart: startColumn) }
                advance()
                if byte == UInt8(ascii: ">") { return .data(digits) }
                if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D { continue }
                guard Self.hexValue(byte) != nil else { throw error("expected a hexadecimal digit in data", at: position - 1) }
                digits.append(Character(Unicode.Scalar(byte)))
            }
        }

        mutating func array() throws(PlistError) -> PlistValue {
            advance()
            var items: [PlistValue] = []
            while true {
                try skipTrivia()
                guard let byte = current else { throw error("unterminated array: expected ')'") }
                if byte == UInt8(ascii: ")") {
                    advance()
                    return .array(items)
                }
                items.append(try value())
                try skipTrivia()
                if current == UInt8(ascii: ",") {
                    advance()
                } else if current != UInt8(ascii: ")") {
                    throw error("expected ',' or ')' in an array")
                }
            }
        }

        mutating func dictionary() throws(PlistError) -> PlistValue {
            advance()
            var entries: [String: PlistValue] = [:]
            while true {
                try skipTrivia()
                guard let byte = current else { throw error("unterminated dictionary: expected '}'") }
                if byte == UInt8(ascii: "}") {
                    advance()
                    return .dictionary(entries)
                }
                guard case .string(let key) = try value() else { throw error("a dictionary key must be a string") }
                try skipTrivia()
                guard current == UInt8(ascii: "=") else { throw error("expected '=' after the key '\(key)'") }
                advance()
                entries[key] = try value()
                try skipTrivia()
                guard current == UInt8(ascii: ";") else { throw error("expected ';' after the value of '\(key)'") }
                advance()
            }
        }
    }
}

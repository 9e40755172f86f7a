import NibModel

/// Why a `.strings` or `.xcstrings` file cannot be read, and where.
public struct LocalizationReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, in words.
    public var message: String
    /// The file, line and column where reading stopped.
    public var location: SourceLocation

    /// An error saying `message` at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message)" }
}

/// One `"key" = "value";` of a `.strings` file.
public struct StringsEntry: Hashable, Sendable {
    /// The key, unescaped.
    public let key: String
    /// The value, unescaped.
    public let value: String
    /// Where the key starts (line and column, 1-based; columns count characters).
    public let location: SourceLocation
    /// The block comment written above the entry, without `/*` `*/` and surrounding blanks; a
    /// comment that follows the previous entry on its own line is that entry's, not this one's.
    public let comment: String?

    /// An entry as read.
    public init(key: String, value: String, location: SourceLocation, comment: String?) {
        self.key = key
        self.value = value
        self.location = location
        self.comment = comment
    }
}

/// A `.strings` file (the old-style property list of string pairs, or an XML property list:
/// `PropertyListStrings`): UTF-8 or UTF-16, with or
/// without a byte-order mark; `/* */` and `//` comments; quoted or bare keys; `"key";` meaning
/// `"key" = "key";`; the escapes `\" \\ \n \t \r \uXXXX \UXXXX` and octal `\NNN`.
public struct StringsTable: Hashable, Sendable {
    /// The `.strings` file.
    public let path: String
    /// Every entry in file order, repeated keys included.
    public let entries: [StringsEntry]

    /// A table of these entries, as read from `path`.
    public init(path: String, entries: [StringsEntry]) {
        self.path = path
        self.entries = entries
    }

    /// Reads a file.
    /// - Throws: `LocalizationReadError` with the line and column where reading stopped.
    public static func read(path: String, maxFileSize: Int = ReadOptions.defaultMaxFileSize) throws(LocalizationReadError) -> StringsTable {
        try parse(try TextDecoding.readFile(path: path, maxFileSize: maxFileSize), path: path)
    }

    /// Parses bytes; `path` is used for locations only. Any input gives a table or an error,
    /// never a trap (the fuzz target's contract).
    public static func parse(_ bytes: [UInt8], path: String) throws(LocalizationReadError) -> StringsTable {
        let text = try TextDecoding.decode(bytes, path: path)
        if PropertyListStrings.looksLikeXML(text) {
            var reader = PropertyListStrings(text, path: path)
            return StringsTable(path: path, entries: try reader.entries())
        }
        var scanner = StringsScanner(text, path: path)
        return StringsTable(path: path, entries: try scanner.entries())
    }
}

/// The bytes of a text file as UTF-8: a byte-order mark decides the encoding; without one, a
/// zero byte among the first two says UTF-16 (a `.strings` file starts with ASCII, as every table
/// of the corpus does), anything else must be UTF-8.
enum TextDecoding {
    /// A table's or catalog's bytes, as they are on disk.
    static func readFile(path: String, maxFileSize: Int) throws(LocalizationReadError) -> [UInt8] {
        do {
            return try XMLReader.readFile(path: path, limit: maxFileSize)
        } catch {
            throw LocalizationReadError(error.message, at: error.location)
        }
    }

    static func decode(_ bytes: [UInt8], path: String) throws(LocalizationReadError) -> [UInt8] {
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, path: path) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, path: path) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(Array(bytes.dropFirst(3)), path: path) }
        if bytes.count >= 2, bytes[1] == 0, bytes[0] != 0 { return try utf16(bytes[...], bigEndian: false, path: path) }
        if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true, path: path) }
        return try utf8(bytes, path: path)
    }

    /// The bytes themselves once they are known to be UTF-8; the place of the first bad byte if not.
    private static func utf8(_ bytes: [UInt8], path: String) throws(LocalizationReadError) -> [UInt8] {
        if isValidUTF8(bytes) { return bytes }
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var position = Position()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { position.advance(over: scalar) }
        throw LocalizationReadError("the file is not valid UTF-8 (nor UTF-16 with a byte-order mark)", at: position.location(in: path))
    }

    /// Whether bytes are well-formed UTF-8 (see `UTF8Validation`).
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(UTF8Validation.isValid)
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, path: String) throws(LocalizationReadError) -> [UInt8] {
        guard bytes.count % 2 == 0 else {
            throw LocalizationReadError("a UTF-16 file with an odd number of bytes", at: SourceLocation(file: path, line: 1, column: 1))
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        if let text = utf8(fromUTF16: units) { return text }
        var decoder = UTF16()
        var iterator = units.makeIterator()
        var position = Position()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { position.advance(over: scalar) }
        throw LocalizationReadError("the file is not valid UTF-16 (an unpaired surrogate)", at: position.location(in: path))
    }
}

extension TextDecoding {
    /// UTF-16 code units as UTF-8, in one pass; nil at an unpaired surrogate. (Decoding them
    /// into a `String` first took Swift's slow path for every table of a UTF-16 project.)
    static func utf8(fromUTF16 units: [UInt16]) -> [UInt8]? {
        var text: [UInt8] = []
        text.reserveCapacity(units.count + units.count / 2)
        var index = 0
        while index < units.count {
            let unit = units[index]
            index += 1
            var value = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit) {
                guard index < units.count, (0xDC00...0xDFFF).contains(units[index]) else { return nil }
                value = 0x10000 + ((value - 0xD800) << 10) + (UInt32(units[index]) - 0xDC00)
                index += 1
            } else if (0xDC00...0xDFFF).contains(unit) {
                return nil
            }
            guard let scalar = Unicode.Scalar(value) else { return nil }
            if value < 0x80 {
                text.append(UInt8(value))
            } else {
                text.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return text
    }
}

/// A line and column, moved along text.
struct Position {
    var line = 1
    var column = 1

    mutating func advance(over scalar: Unicode.Scalar) {
        if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
    }

    func location(in path: String) -> SourceLocation { SourceLocation(file: path, line: line, column: column) }
}

/// The `.strings` grammar over UTF-8 text, byte by byte (a project's tables are read on every
/// lint: fifty languages of a few hundred entries per document). The scanner counts lines as it
/// goes and columns (characters) only where it reports one: at each key, and at an error.
struct StringsScanner {
    private let text: [UInt8]
    private let path: String
    private var index = 0
    private var line = 1
    /// Where the current line starts.
    private var lineStart = 0

    init(_ text: [UInt8], path: String) {
        self.text = text
        self.path = path
    }

    /// Every entry, in order.
    mutating func entries() throws(LocalizationReadError) -> [StringsEntry] {
        var entries: [StringsEntry] = []
        var lineOfLastEnd = 0
        while true {
            let comment = try skipBlanks(trailingLine: lineOfLastEnd)
            guard index < text.count else { return entries }
            let location = here
            let key = try string(what: "a key")
            // Where the entry's last token ends: a missing `;` is reported there, not at the
            // next entry, lines below (a first-run reader looked for the fault on a valid line).
            var end = position
            _ = try skipBlanks(trailingLine: nil)
            var value = key
            if peek == UInt8(ascii: "=") {
                advance()
                _ = try skipBlanks(trailingLine: nil)
                value = try string(what: "a quoted value after '='")
                end = position
                _ = try skipBlanks(trailingLine: nil)
            }
            guard peek == UInt8(ascii: ";") else {
                let found = peek.map { _ in "; found \(Self.describe(text[index...].prefix(16))) instead" } ?? ""
                throw LocalizationReadError(peek == nil ? "the file ends before ';' closes the entry of \"\(key)\""
                                                        : "expected ';' after the entry of \"\(key)\"\(found)",
                                            at: sourceLocation(of: end))
            }
            advance()
            lineOfLastEnd = line
            entries.append(StringsEntry(key: key, value: value, location: location, comment: comment))
        }
    }

    private var peek: UInt8? { index < text.count ? text[index] : nil }
    private var here: SourceLocation { sourceLocation(of: position) }

    /// The scanner's place: where a location can later be made from, without counting columns.
    private var position: (index: Int, line: Int, lineStart: Int) { (index, line, lineStart) }

    private func sourceLocation(of position: (index: Int, line: Int, lineStart: Int)) -> SourceLocation {
        var column = 1
        for byte in text[position.lineStart..<position.index] where byte & 0xC0 != 0x80 { column += 1 }
        return SourceLocation(file: path, line: position.line, column: column)
    }

    /// A few bytes of text for a message: up to the line's end, quoted.
    private static func describe(_ bytes: ArraySlice<UInt8>) -> String {
        "'" + String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }, as: UTF8.self) + "'"
    }

    private mutating func advance() {
        if text[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Moves to the next `stop` byte (or the end), counting the lines passed.
    private mutating func skip(until stop: (UInt8) -> Bool) {
        while index < text.count {
            let byte = text[index]
            if stop(byte) { return }
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index
            }
        }
    }

    private func error(_ message: String) -> LocalizationReadError { LocalizationReadError(message, at: here) }

    private func starts(_ first: UInt8, _ second: UInt8) -> Bool {
        index + 1 < text.count && text[index] == first && text[index + 1] == second
    }

    /// Skips white space and comments; returns the last block comment that does not start on
    /// `trailingLine` (the line where the previous entry ended).
    private mutating func skipBlanks(trailingLine: Int?) throws(LocalizationReadError) -> String? {
        var comment: Range<Int>?
        while let byte = peek {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                advance()
            } else if starts(UInt8(ascii: "/"), UInt8(ascii: "*")) {
                let startLine = line
                let start = here
                advance(); advance()
                let bodyStart = index
                while true {
                    skip { $0 == UInt8(ascii: "*") }
                    if index >= text.count || starts(UInt8(ascii: "*"), UInt8(ascii: "/")) { break }
                    advance()
                }
                guard index < text.count else { throw LocalizationReadError("a comment that is never closed with '*/'", at: start) }
                if startLine != trailingLine { comment = bodyStart..<index }
                advance(); advance()
            } else if starts(UInt8(ascii: "/"), UInt8(ascii: "/")) {
                skip { $0 == UInt8(ascii: "\n") }
            } else {
                break
            }
        }
        guard var body = comment else { return nil }
        while let first = body.first, text[first] == 0x20 || (0x09...0x0D).contains(text[first]) { body = body.dropFirst() }
        while let last = body.last, text[last] == 0x20 || (0x09...0x0D).contains(text[last]) { body = body.dropLast() }
        return String(decoding: text[body], as: UTF8.self)
    }

    /// A quoted string with its escapes, or a bare word (letters, digits, `_$.:/-`, and `[]`,
    /// which ibtool writes unquoted in the property of an indexed entry's comment).
    private mutating func string(what: String) throws(LocalizationReadError) -> String {
        guard let first = peek else { throw error("the file ends where \(what) should be") }
        if first != UInt8(ascii: "\"") {
            let start = index
            while let byte = peek, StringsScanner.isBareWordByte(byte) { advance() }
            guard index > start else {
                let found = String(decoding: text[index...].prefix(4), as: UTF8.self).first.map(String.init) ?? ""
                throw error("expected \(what), found '\(found)'")
            }
            return String(decoding: text[start..<index], as: UTF8.self)
        }
        let start = here
        advance()
        let bodyStart = index
        // Most texts have no escape: one copy of the bytes between the quotes.
        skip { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        guard peek == UInt8(ascii: "\\") else {
            guard peek != nil else { throw LocalizationReadError("a string that is never closed with '\"'", at: start) }
            let result = String(decoding: text[bodyStart..<index], as: UTF8.self)
            advance()
            return result
        }
        var result = Array(text[bodyStart..<index])
        while let byte = peek {
            advance()
            if byte == UInt8(ascii: "\"") { return String(decoding: result, as: UTF8.self) }
            if byte == UInt8(ascii: "\\") {
                guard let escaped = peek else { break }
                advance()
                result.append(contentsOf: Array(String(try unescape(escaped)).utf8))
            } else {
                result.append(byte)
            }
        }
        throw LocalizationReadError("a string that is never closed with '\"'", at: start)
    }

    private mutating func unescape(_ escaped: UInt8) throws(LocalizationReadError) -> Unicode.Scalar {
        switch escaped {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = peek, let number = UInt32(String(UnicodeScalar(digit)), radix: 16) else {
                    throw error("'\\\(UnicodeScalar(escaped))' needs four hexadecimal digits")
                }
                value = value * 16 + number
                advance()
            }
            // A lone surrogate (half of a pair written as two escapes) stands for no character.
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(escaped) - 48
            for _ in 0..<2 {
                guard let digit = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                value = value * 8 + UInt32(digit) - 48
                advance()
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        default:
            // Any other character stands for itself (a multi-byte one is copied byte by byte).
            guard escaped < 0x80 else {
                var scalarBytes = [escaped]
                while let byte = peek, byte & 0xC0 == 0x80 { scalarBytes.append(byte); advance() }
                return String(decoding: scalarBytes, as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
            }
            return Unicode.Scalar(escaped)
        }
    }

    static func isBareWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "-"),
             UInt8(ascii: "["), UInt8(ascii: "]"): true
        default: false
        }
    }
}

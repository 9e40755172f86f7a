import NibModel

/// Why a `.strings` or `.xcstrings` file cannot be read, and where.
public struct LocalizationReadError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message)" }
}

/// One `"key" = "value";` of a `.strings` file.
public struct StringsEntry: Hashable, Sendable {
    public let key: String
    public let value: String
    /// Where the key starts (line and column, 1-based; columns count characters).
    public let location: SourceLocation
    /// The block comment written above the entry, without `/*` `*/` and surrounding blanks; a
    /// comment that follows the previous entry on its own line is that entry's, not this one's.
    public let comment: String?

    public init(key: String, value: String, location: SourceLocation, comment: String?) {
        self.key = key
        self.value = value
        self.location = location
        self.comment = comment
    }
}

/// A `.strings` file (the old-style property list of string pairs): UTF-8 or UTF-16, with or
/// without a byte-order mark; `/* */` and `//` comments; quoted or bare keys; `"key";` meaning
/// `"key" = "key";`; the escapes `\" \\ \n \t \r \uXXXX \UXXXX` and octal `\NNN`.
public struct StringsTable: Hashable, Sendable {
    public let path: String
    /// Every entry in file order, repeated keys included.
    public let entries: [StringsEntry]

    public init(path: String, entries: [StringsEntry]) {
        self.path = path
        self.entries = entries
    }

    /// Reads a file.
    /// - Throws: `LocalizationReadError` with the line and column where reading stopped.
    public static func read(path: String, maxFileSize: Int = ReadOptions.defaultMaxFileSize) throws(LocalizationReadError) -> StringsTable {
        let bytes: [UInt8]
        do {
            bytes = try XMLReader.readFile(path: path, limit: maxFileSize)
        } catch {
            throw LocalizationReadError(error.message, at: error.location)
        }
        return try parse(bytes, path: path)
    }

    /// Parses bytes; `path` is used for locations only. Any input gives a table or an error,
    /// never a trap (the fuzz target's contract).
    public static func parse(_ bytes: [UInt8], path: String) throws(LocalizationReadError) -> StringsTable {
        let text = try TextDecoding.decode(bytes, path: path)
        var scanner = StringsScanner(text, path: path)
        return StringsTable(path: path, entries: try scanner.entries())
    }
}

/// The bytes of a text file as Unicode scalars: a byte-order mark decides the encoding; without
/// one, a zero byte among the first two says UTF-16 (a `.strings` file starts with ASCII, as
/// every table of the corpus does), anything else must be UTF-8.
enum TextDecoding {
    static func decode(_ bytes: [UInt8], path: String) throws(LocalizationReadError) -> [Unicode.Scalar] {
        if bytes.starts(with: [0xFF, 0xFE]) { return try utf16(bytes.dropFirst(2), bigEndian: false, path: path) }
        if bytes.starts(with: [0xFE, 0xFF]) { return try utf16(bytes.dropFirst(2), bigEndian: true, path: path) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return try utf8(bytes.dropFirst(3), path: path) }
        if bytes.count >= 2, bytes[1] == 0, bytes[0] != 0 { return try utf16(bytes[...], bigEndian: false, path: path) }
        if bytes.count >= 2, bytes[0] == 0, bytes[1] != 0 { return try utf16(bytes[...], bigEndian: true, path: path) }
        return try utf8(bytes[...], path: path)
    }

    private static func utf8(_ bytes: ArraySlice<UInt8>, path: String) throws(LocalizationReadError) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(bytes.count)
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var position = Position()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                position.advance(over: scalar)
            case .emptyInput:
                return scalars
            case .error:
                throw LocalizationReadError("the file is not valid UTF-8 (nor UTF-16 with a byte-order mark)",
                                            at: position.location(in: path))
            }
        }
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool, path: String) throws(LocalizationReadError) -> [Unicode.Scalar] {
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
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var decoder = UTF16()
        var iterator = units.makeIterator()
        var position = Position()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                position.advance(over: scalar)
            case .emptyInput:
                return scalars
            case .error:
                throw LocalizationReadError("the file is not valid UTF-16 (an unpaired surrogate)", at: position.location(in: path))
            }
        }
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

/// The `.strings` grammar over decoded text.
struct StringsScanner {
    private let text: [Unicode.Scalar]
    private let path: String
    private var index = 0
    private var position = Position()

    init(_ text: [Unicode.Scalar], path: String) {
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
            let location = position.location(in: path)
            let key = try string(what: "a key")
            _ = try skipBlanks(trailingLine: nil)
            var value = key
            if peek == "=" {
                advance()
                _ = try skipBlanks(trailingLine: nil)
                value = try string(what: "a quoted value after '='")
                _ = try skipBlanks(trailingLine: nil)
            }
            guard peek == ";" else {
                throw error(peek == nil ? "the file ends before ';' closes the entry of \"\(key)\""
                                        : "expected ';' after the entry of \"\(key)\"")
            }
            advance()
            lineOfLastEnd = position.line
            entries.append(StringsEntry(key: key, value: value, location: location, comment: comment))
        }
    }

    private var peek: Unicode.Scalar? { index < text.count ? text[index] : nil }

    private mutating func advance() {
        position.advance(over: text[index])
        index += 1
    }

    private func error(_ message: String) -> LocalizationReadError {
        LocalizationReadError(message, at: position.location(in: path))
    }

    /// Skips white space and comments; returns the last block comment that does not start on
    /// `trailingLine` (the line where the previous entry ended).
    private mutating func skipBlanks(trailingLine: Int?) throws(LocalizationReadError) -> String? {
        var comment: String?
        while let scalar = peek {
            if scalar.properties.isWhitespace {
                advance()
            } else if scalar == "/", index + 1 < text.count, text[index + 1] == "*" {
                let startLine = position.line
                let start = position.location(in: path)
                advance(); advance()
                let bodyStart = index
                while index + 1 < text.count, !(text[index] == "*" && text[index + 1] == "/") { advance() }
                guard index + 1 < text.count else {
                    throw LocalizationReadError("a comment that is never closed with '*/'", at: start)
                }
                let body = String(String.UnicodeScalarView(text[bodyStart..<index]))
                advance(); advance()
                if startLine != trailingLine { comment = body.trimming { $0.isWhitespace } }
            } else if scalar == "/", index + 1 < text.count, text[index + 1] == "/" {
                while let next = peek, next != "\n" { _ = next; advance() }
            } else {
                break
            }
        }
        return comment
    }

    /// A quoted string with its escapes, or a bare word (letters, digits, `_$.:/-`, and `[]`,
    /// which ibtool writes unquoted in the property of an indexed entry's comment).
    private mutating func string(what: String) throws(LocalizationReadError) -> String {
        guard let first = peek else { throw error("the file ends where \(what) should be") }
        if first != "\"" {
            var word = String.UnicodeScalarView()
            while let scalar = peek, StringsScanner.isBareWordScalar(scalar) { word.append(scalar); advance() }
            guard !word.isEmpty else { throw error("expected \(what), found '\(first.escaped(asASCII: false))'") }
            return String(word)
        }
        let start = position.location(in: path)
        advance()
        var result = String.UnicodeScalarView()
        while let scalar = peek {
            advance()
            if scalar == "\"" { return String(result) }
            if scalar == "\\" {
                guard let escaped = peek else { break }
                advance()
                result.append(try unescape(escaped))
            } else {
                result.append(scalar)
            }
        }
        throw LocalizationReadError("a string that is never closed with '\"'", at: start)
    }

    private mutating func unescape(_ escaped: Unicode.Scalar) throws(LocalizationReadError) -> Unicode.Scalar {
        switch escaped {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "u", "U":
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = peek, digit.isASCII, let number = UInt32(String(digit), radix: 16) else {
                    throw error("'\\\(escaped)' needs four hexadecimal digits")
                }
                value = value * 16 + number
                advance()
            }
            // A lone surrogate (half of a pair written as two escapes) stands for no character.
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        case "0"..."7":
            var value = escaped.value - 48
            for _ in 0..<2 {
                guard let digit = peek, ("0"..."7").contains(digit) else { break }
                value = value * 8 + digit.value - 48
                advance()
            }
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        default:
            return escaped
        }
    }

    static func isBareWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                           || "_$.:/-[]".unicodeScalars.contains(scalar))
    }
}

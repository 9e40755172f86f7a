/// A file of diagnostic lists, each under a digest key: the storage format of `nibcheck lint`'s
/// cache.
///
/// Text, one record a line, fields separated by tabs:
///
///     nibcheck-diagnostics 1 <digest of the body> <byte count of the body>
///     E <key> <path> <diagnostic count>                       an entry
///     D <code> <severity> <message> <file> <line> <column> <object id> <related count>
///     R <file> <line> <column> <message> <object id>          a related location of the D above
///
/// An optional field (location parts, object id) is `-` when absent and `=` followed by the
/// text otherwise, so that an empty object id and none differ. Tabs, newlines, carriage
/// returns and backslashes in text are escaped (`\t`, `\n`, `\r`, `\\`), byte by byte.
///
/// The header's digest and length cover the body, so a file cut short or changed in any byte
/// is refused as a whole before a record is read: a cache answers from intact files only.
/// `decode` never traps, whatever the bytes (a fuzz target holds it to that).
public struct DiagnosticArchive: Sendable, Equatable {
    /// One list of diagnostics and what it is about.
    public struct Entry: Sendable, Equatable {
        /// What the entry answers for (a cache key).
        public var key: ContentDigest
        /// The file the entry belongs to, or "" for one about a whole project.
        public var path: String
        /// The answer, in the order stored.
        public var diagnostics: [Diagnostic]

        /// An entry from its parts.
        public init(key: ContentDigest, path: String, diagnostics: [Diagnostic]) {
            self.key = key
            self.path = path
            self.diagnostics = diagnostics
        }
    }

    /// Why bytes are not an archive.
    public struct FormatError: Error, Sendable, Equatable, CustomStringConvertible {
        public var description: String
        init(_ description: String) { self.description = description }
    }

    /// In file order.
    public var entries: [Entry]

    /// An archive of these entries.
    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    static let magic = "nibcheck-diagnostics 1"

    /// The file's bytes.
    public func encoded() -> [UInt8] {
        var body = ""
        for entry in entries {
            body += fields("E", entry.key.description, escaped(entry.path), String(entry.diagnostics.count))
            for diagnostic in entry.diagnostics {
                let location = diagnostic.location
                body += fields("D", escaped(diagnostic.code), diagnostic.severity.rawValue, escaped(diagnostic.message),
                               optional(location?.file), optional(location.map { String($0.line) }),
                               optional(location.map { String($0.column) }), optional(diagnostic.objectID),
                               String(diagnostic.related.count))
                for related in diagnostic.related {
                    body += fields("R", escaped(related.location.file), String(related.location.line),
                                   String(related.location.column), escaped(related.message), optional(related.objectID))
                }
            }
        }
        let bodyBytes = Array(body.utf8)
        return Array("\(Self.magic) \(ContentDigest(bodyBytes)) \(bodyBytes.count)\n".utf8) + bodyBytes
    }

    /// Reads `encoded()`'s bytes back.
    /// - Throws: `FormatError` for anything else: another format or version, a body that does not
    ///   match the header's digest and length (truncated, or changed), a malformed record.
    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> DiagnosticArchive {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { throw FormatError("no header line") }
        let header = String(decoding: bytes[..<newline], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard header.count == 4, header[0] + " " + header[1] == magic else { throw FormatError("not a \(magic) file") }
        let body = Array(bytes[(newline + 1)...])
        guard let length = Int(header[3]), length == body.count else {
            throw FormatError("the body has \(body.count) bytes, the header says \(header[3]) (a write cut short?)")
        }
        guard let digest = ContentDigest(hex: header[2]), digest == ContentDigest(body) else {
            throw FormatError("the body does not match the header's digest")
        }
        guard let text = String(validating: body, as: UTF8.self) else { throw FormatError("the body is not UTF-8") }
        var lines = Self.split(text[...], at: UInt8(ascii: "\n"))[...]
        if lines.last == "" { lines.removeLast() }
        var archive = DiagnosticArchive()
        var lineNumber = 1
        func next(_ kind: String, _ count: Int) throws(FormatError) -> [Substring] {
            lineNumber += 1
            guard let line = lines.popFirst() else { throw FormatError("line \(lineNumber): a record is missing") }
            let parts = Self.split(line, at: UInt8(ascii: "\t"))
            guard parts.count == count + 1, parts[0] == kind else {
                throw FormatError("line \(lineNumber): expected a \(kind) record with \(count) fields")
            }
            return Array(parts.dropFirst())
        }
        func number(_ text: Substring) throws(FormatError) -> Int {
            guard let value = Int(text), value >= 0 else { throw FormatError("line \(lineNumber): '\(text)' is not a count") }
            return value
        }
        while !lines.isEmpty {
            let e = try next("E", 3)
            guard let key = ContentDigest(hex: e[0]) else { throw FormatError("line \(lineNumber): bad key") }
            var entry = Entry(key: key, path: try unescaped(e[1], line: lineNumber), diagnostics: [])
            for _ in 0..<(try number(e[2])) {
                let d = try next("D", 8)
                guard let severity = Severity(rawValue: String(d[1])) else { throw FormatError("line \(lineNumber): bad severity") }
                let file = try optionalText(d[3], line: lineNumber)
                let line = try optionalText(d[4], line: lineNumber)
                let column = try optionalText(d[5], line: lineNumber)
                var location: SourceLocation?
                if let file, let line, let column {
                    guard let l = Int(line), let c = Int(column) else { throw FormatError("line \(lineNumber): bad location") }
                    location = SourceLocation(file: file, line: l, column: c)
                } else if file != nil || line != nil || column != nil {
                    throw FormatError("line \(lineNumber): a partial location")
                }
                var diagnostic = Diagnostic(code: try unescaped(d[0], line: lineNumber), severity: severity,
                                            message: try unescaped(d[2], line: lineNumber), location: location,
                                            objectID: try optionalText(d[6], line: lineNumber))
                for _ in 0..<(try number(d[7])) {
                    let r = try next("R", 5)
                    guard let l = Int(r[1]), let c = Int(r[2]) else { throw FormatError("line \(lineNumber): bad location") }
                    diagnostic.related.append(RelatedLocation(
                        location: SourceLocation(file: try unescaped(r[0], line: lineNumber), line: l, column: c),
                        message: try unescaped(r[3], line: lineNumber), objectID: try optionalText(r[4], line: lineNumber)))
                }
                entry.diagnostics.append(diagnostic)
            }
            archive.entries.append(entry)
        }
        return archive
    }

    /// `text` split at every `separator` byte, empty pieces kept. Byte-wise: splitting by
    /// Characters made reading a cache of 1,700 findings cost 12 times xmllint over the app.
    /// The same pieces: a line feed or tab is a grapheme of its own, and a body that passed the
    /// digest holds no raw carriage return (`escaped` writes `\r`), so no `\r\n` joins one.
    private static func split(_ text: Substring, at separator: UInt8) -> [Substring] {
        let utf8 = text.utf8
        // Byte offsets first, in contiguous storage when the text has it (a native String does).
        let offsets = utf8.withContiguousStorageIfAvailable { bytes in bytes.indices.filter { bytes[$0] == separator } }
            ?? utf8.enumerated().filter { $0.element == separator }.map(\.offset)
        var pieces: [Substring] = []
        pieces.reserveCapacity(offsets.count + 1)
        var start = utf8.startIndex
        for offset in offsets {
            let index = utf8.index(utf8.startIndex, offsetBy: offset)
            pieces.append(text[start..<index])
            start = utf8.index(after: index)
        }
        pieces.append(text[start...])
        return pieces
    }

    private func fields(_ parts: String...) -> String { parts.joined(separator: "\t") + "\n" }

    private func optional(_ text: String?) -> String { text.map { "=" + escaped($0) } ?? "-" }

    /// Byte-wise: the four escaped characters are ASCII, and no byte of a multi-byte UTF-8
    /// sequence is, so the bytes say the same as the scalars. (Scalar by scalar, escaping the
    /// cached source scans, JSON full of `\/`, was most of the cost of writing a cache file.)
    private func escaped(_ text: String) -> String {
        let bytes = text.utf8
        guard bytes.contains(where: Self.isEscaped) else { return text }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            default: out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func isEscaped(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func optionalText(_ field: Substring, line: Int) throws(FormatError) -> String? {
        if field == "-" { return nil }
        guard field.unicodeScalars.first == "=" else { throw FormatError("line \(line): an optional field without its marker") }
        return try unescaped(Substring(field.unicodeScalars.dropFirst()), line: line)
    }

    /// Byte-wise, as `escaped` (an escape is a backslash and one ASCII letter).
    private static func unescaped(_ field: Substring, line: Int) throws(FormatError) -> String {
        let bytes = field.utf8
        guard bytes.contains(UInt8(ascii: "\\")) else { return String(field) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index != bytes.endIndex {
            let byte = bytes[index]
            index = bytes.index(after: index)
            guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
            guard index != bytes.endIndex else { throw FormatError("line \(line): a field ends in a backslash") }
            switch bytes[index] {
            case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
            default:
                let scalar = field[index...].unicodeScalars.first.map(String.init) ?? ""
                throw FormatError("line \(line): unknown escape '\\\(scalar)'")
            }
            index = bytes.index(after: index)
        }
        return String(decoding: out, as: UTF8.self)
    }
}

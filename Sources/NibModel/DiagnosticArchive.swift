#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        var writer = RecordWriter()
        for entry in entries {
            writer.record("E", entry.key.description, count: entry.diagnostics.count) { writer in writer.text(entry.path) }
            for diagnostic in entry.diagnostics {
                writer.record("D", diagnostic.code, count: diagnostic.related.count) { writer in
                    writer.plain(diagnostic.severity.rawValue)
                    writer.text(diagnostic.message)
                    writer.optional(diagnostic.location?.file)
                    writer.optional(diagnostic.location.map { String($0.line) })
                    writer.optional(diagnostic.location.map { String($0.column) })
                    writer.optional(diagnostic.objectID)
                }
                for related in diagnostic.related {
                    writer.record("R", related.location.file, count: nil) { writer in
                        writer.plain(String(related.location.line))
                        writer.plain(String(related.location.column))
                        writer.text(related.message)
                        writer.optional(related.objectID)
                    }
                }
            }
        }
        let body = writer.bytes
        return Array("\(Self.magic) \(ContentDigest(body)) \(body.count)\n".utf8) + body
    }

    /// Appends records to one byte array (joining Strings per field made writing a cache
    /// after a source edit cost more than the edit's checks).
    private struct RecordWriter {
        var bytes: [UInt8] = []

        /// `kind`, its first field (escaped), the fields `body` writes, then `count` if given.
        mutating func record(_ kind: Unicode.Scalar, _ first: String, count: Int?, _ body: (inout RecordWriter) -> Void) {
            bytes.append(UInt8(ascii: kind))
            text(first)
            body(&self)
            if let count { plain(String(count)) }
            bytes.append(UInt8(ascii: "\n"))
        }

        /// A field that needs no escaping (a number, a severity, a key).
        mutating func plain(_ field: String) {
            bytes.append(UInt8(ascii: "\t"))
            bytes += field.utf8
        }

        /// Byte-wise: the four escaped characters are ASCII, and no byte of a multi-byte UTF-8
        /// sequence is, so the bytes say the same as the scalars.
        mutating func text(_ field: String, marker: UInt8? = nil) {
            bytes.append(UInt8(ascii: "\t"))
            if let marker { bytes.append(marker) }
            for byte in field.utf8 {
                switch byte {
                case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                default: bytes.append(byte)
                }
            }
        }

        /// `-` when absent, `=` and the text otherwise.
        mutating func optional(_ field: String?) {
            if let field { text(field, marker: UInt8(ascii: "=")) } else { plain("-") }
        }
    }

    /// Reads `encoded()`'s bytes back.
    /// - Throws: `FormatError` for anything else: another format or version, a body that does not
    ///   match the header's digest and length (truncated, or changed), a malformed record.
    public static func decode(_ bytes: [UInt8]) throws(FormatError) -> DiagnosticArchive {
        try bytes.withUnsafeBytes { bytes in Result { () throws(FormatError) in try decode(bytes) } }.get()
    }

    /// Reads `encoded()`'s bytes back from memory the caller holds (a file's contents as
    /// FileManager read them: a copy into an array would touch as many fresh pages again).
    /// - Throws: `FormatError`, as `decode(_:)` of an array.
    public static func decode(_ raw: UnsafeRawBufferPointer) throws(FormatError) -> DiagnosticArchive {
        let bytes = raw.assumingMemoryBound(to: UInt8.self)
        var reader = RecordReader(UnsafeBufferPointer(rebasing: bytes[try checkedBody(bytes, magic: magic)]))
        var archive = DiagnosticArchive()
        while !reader.atEnd { archive.entries.append(try reader.entry()) }
        return archive
    }

    /// Where the body lies in a file's bytes, once the header is `magic`'s (`MAGIC VERSION
    /// DIGEST LENGTH`) and its length and digest match the body.
    static func checkedBody(_ bytes: UnsafeBufferPointer<UInt8>, magic: String) throws(FormatError) -> Range<Int> {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { throw FormatError("no header line") }
        let header = String(decoding: UnsafeBufferPointer(rebasing: bytes[..<newline]), as: UTF8.self)
            .split(separator: " ", omittingEmptySubsequences: false)
        guard header.count == 4, header[0] + " " + header[1] == magic else { throw FormatError("not a \(magic) file") }
        let body = UnsafeBufferPointer(rebasing: bytes[(newline + 1)...])
        guard let length = Int(header[3]), length == body.count else {
            throw FormatError("the body has \(body.count) bytes, the header says \(header[3]) (a write cut short?)")
        }
        guard let digest = ContentDigest(hex: header[2]), digest == ContentDigest(UnsafeRawBufferPointer(body)) else {
            throw FormatError("the body does not match the header's digest")
        }
        return (newline + 1)..<bytes.count
    }

    /// An archive checked whole (header, length, digest, and every record's kind, field count
    /// and counts) whose entries are found but not decoded: each is decoded when asked for. A
    /// warm lint run whose report is remembered needs the keys of its findings, not the findings:
    /// decoding 1,700 of them was a quarter of such a run.
    public struct Catalog: Sendable {
        /// The file's bytes.
        private let bytes: [UInt8]
        /// Each entry's records, from its `E` line to the end of its last record, by key; of
        /// entries with the same key, the last (as a dictionary filled from `decode` keeps).
        private let spans: [ContentDigest: Range<Int>]

        /// Finds the entries of `encoded()`'s bytes.
        /// - Throws: `FormatError` for another format or version, a body that does not match the
        ///   header's digest and length, or records out of order (a field's own text is read only
        ///   with its entry, by `entry(_:)`).
        public init(_ bytes: [UInt8]) throws(FormatError) {
            self.bytes = bytes
            spans = try bytes.withUnsafeBufferPointer { (bytes) throws(FormatError) -> [ContentDigest: Range<Int>] in
                let body = try DiagnosticArchive.checkedBody(bytes, magic: DiagnosticArchive.magic)
                var reader = RecordReader(UnsafeBufferPointer(rebasing: bytes[body]))
                var spans: [ContentDigest: Range<Int>] = [:]
                while !reader.atEnd {
                    let (key, records) = try reader.skippedEntry()
                    spans[key] = (body.lowerBound + records.lowerBound)..<(body.lowerBound + records.upperBound)
                }
                return spans
            }
        }

        /// The keys of the entries.
        public var keys: Dictionary<ContentDigest, Range<Int>>.Keys { spans.keys }

        /// The entry under `key`, decoded; nil when there is none or its fields do not read back
        /// (text that is not UTF-8, an unknown escape or severity, a partial location).
        public func entry(_ key: ContentDigest) -> Entry? {
            guard let span = spans[key] else { return nil }
            return bytes.withUnsafeBufferPointer { bytes in
                var reader = RecordReader(UnsafeBufferPointer(rebasing: bytes[span]))
                return try? reader.entry()
            }
        }
    }

    /// Reads the body's records from its bytes in place: a field becomes a String only when it
    /// is text, validated as UTF-8 on the way (so a body of other bytes is refused). Splitting
    /// the body into Substrings, then each line, then unescaping each field through its UTF-8
    /// view cost a warm run over an app with 1,700 cached findings a third of its instructions.
    private struct RecordReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var position = 0
        var lineNumber = 1
        /// The fields of the current record (byte ranges; the kind letter left out).
        var fields: [Range<Int>] = []
        /// The last location file read, handed out again for the same bytes: a document's
        /// findings share one String (one allocation; equal at once when the report is sorted).
        var lastFile: (bytes: Range<Int>, text: String)?

        init(_ bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            fields.reserveCapacity(8)
        }

        /// Whether every record has been read.
        var atEnd: Bool { position >= bytes.count }

        /// Reads the next entry and its records.
        mutating func entry() throws(FormatError) -> Entry {
            try next("E", 3)
            guard let key = hexDigest(fields[0]) else { throw FormatError("line \(lineNumber): bad key") }
            var entry = Entry(key: key, path: try text(fields[1]), diagnostics: [])
            let count = try number(fields[2])
            // A diagnostic takes a line of more than 16 bytes: no count can ask for more room.
            entry.diagnostics.reserveCapacity(min(count, bytes.count / 16))
            for _ in 0..<count {
                try next("D", 8)
                let d = fields
                guard let severity = severity(d[1]) else { throw FormatError("line \(lineNumber): bad severity") }
                var location: SourceLocation?
                switch (isAbsent(d[3]), isAbsent(d[4]), isAbsent(d[5])) {
                case (true, true, true): break
                case (false, false, false):
                    let file = try file(present(d[3]))
                    let line = try present(d[4]), column = try present(d[5])
                    guard let l = integer(line), let c = integer(column) else { throw FormatError("line \(lineNumber): bad location") }
                    location = SourceLocation(file: file, line: l, column: c)
                default:
                    throw FormatError("line \(lineNumber): a partial location")
                }
                var diagnostic = Diagnostic(code: try text(d[0]), severity: severity, message: try text(d[2]),
                                            location: location, objectID: try optionalText(d[6]))
                for _ in 0..<(try number(d[7])) {
                    try next("R", 5)
                    guard let l = integer(fields[1]), let c = integer(fields[2]) else { throw FormatError("line \(lineNumber): bad location") }
                    diagnostic.related.append(RelatedLocation(
                        location: SourceLocation(file: try file(fields[0]), line: l, column: c),
                        message: try text(fields[3]), objectID: try optionalText(fields[4])))
                }
                entry.diagnostics.append(diagnostic)
            }
            return entry
        }

        /// Passes over the next entry, reading only its key and the counts that say where it
        /// ends: its key, and the byte range of its records.
        mutating func skippedEntry() throws(FormatError) -> (key: ContentDigest, records: Range<Int>) {
            let start = position
            try next("E", 3)
            guard let key = hexDigest(fields[0]) else { throw FormatError("line \(lineNumber): bad key") }
            for _ in 0..<(try number(fields[2])) {
                try next("D", 8)
                for _ in 0..<(try number(fields[7])) { try next("R", 5) }
            }
            return (key, start..<position)
        }

        /// Reads the next line as a record of `kind` with `count` fields, into `fields`.
        mutating func next(_ kind: Unicode.Scalar, _ count: Int) throws(FormatError) {
            lineNumber += 1
            guard position < bytes.count else { throw FormatError("line \(lineNumber): a record is missing") }
            // The line's end and its tabs found with `memchr`: looking at each byte in Swift was
            // a warm run's largest cost after hashing (6.5 M instructions for 520 kB of cache).
            let end = find(UInt8(ascii: "\n"), from: position, to: bytes.count) ?? bytes.count
            let kindMatches = end > position + 1 && bytes[position] == UInt8(ascii: kind) && bytes[position + 1] == UInt8(ascii: "\t")
            fields.removeAll(keepingCapacity: true)
            if kindMatches {
                var start = position + 2
                while let tab = find(UInt8(ascii: "\t"), from: start, to: end) {
                    fields.append(start..<tab)
                    start = tab + 1
                }
                fields.append(start..<end)
            }
            position = min(end + 1, bytes.count)
            guard kindMatches, fields.count == count else {
                throw FormatError("line \(lineNumber): expected a \(kind) record with \(count) fields")
            }
        }

        /// The offset of the first `byte` in `start..<end`, if any.
        func find(_ byte: UInt8, from start: Int, to end: Int) -> Int? {
            guard start < end, let found = memchr(bytes.baseAddress! + start, Int32(byte), end - start) else { return nil }
            return UnsafeRawPointer(bytes.baseAddress!).distance(to: UnsafeRawPointer(found))
        }

        func number(_ field: Range<Int>) throws(FormatError) -> Int {
            guard let value = integer(field), value >= 0 else {
                throw FormatError("line \(lineNumber): '\(String(decoding: UnsafeBufferPointer(rebasing: bytes[field]), as: UTF8.self))' is not a count")
            }
            return value
        }

        /// `Int(_:)` of the field's text (an optional sign, then decimal digits that fit).
        func integer(_ field: Range<Int>) -> Int? {
            Int(String(decoding: UnsafeBufferPointer(rebasing: bytes[field]), as: UTF8.self))
        }

        /// 32 lowercase hexadecimal digits, as `ContentDigest(hex:)` reads them.
        func hexDigest(_ field: Range<Int>) -> ContentDigest? {
            guard field.count == 32 else { return nil }
            var high: UInt64 = 0, low: UInt64 = 0
            for index in field {
                let byte = bytes[index]
                let value: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): value = byte - UInt8(ascii: "a") + 10
                default: return nil
                }
                high = high << 4 | low >> 60
                low = low << 4 | UInt64(value)
            }
            return ContentDigest(high: high, low: low)
        }

        func severity(_ field: Range<Int>) -> Severity? {
            Severity.allCases.first { $0.rawValue.utf8.elementsEqual(UnsafeBufferPointer(rebasing: bytes[field])) }
        }

        func isAbsent(_ field: Range<Int>) -> Bool {
            field.count == 1 && bytes[field.lowerBound] == UInt8(ascii: "-")
        }

        /// A present optional field's text, its `=` marker left out.
        func present(_ field: Range<Int>) throws(FormatError) -> Range<Int> {
            guard !field.isEmpty, bytes[field.lowerBound] == UInt8(ascii: "=") else {
                throw FormatError("line \(lineNumber): an optional field without its marker")
            }
            return field.lowerBound + 1..<field.upperBound
        }

        func optionalText(_ field: Range<Int>) throws(FormatError) -> String? {
            isAbsent(field) ? nil : try text(present(field))
        }

        /// A location's file: the last one read, when its bytes are the same.
        mutating func file(_ field: Range<Int>) throws(FormatError) -> String {
            // `memcmp`: `elementsEqual` over the two buffers went byte by byte through the
            // generic iterator, 3.5 M instructions for a warm run's 3,500 locations.
            if let last = lastFile, last.bytes.count == field.count,
               memcmp(bytes.baseAddress! + last.bytes.lowerBound, bytes.baseAddress! + field.lowerBound, field.count) == 0 {
                return last.text
            }
            let file = try text(field)
            lastFile = (field, file)
            return file
        }

        /// The field's text, unescaped byte-wise as `escaped` writes it (an escape is a
        /// backslash and one ASCII letter) and validated as UTF-8.
        func text(_ field: Range<Int>) throws(FormatError) -> String {
            let raw = UnsafeBufferPointer(rebasing: bytes[field])
            guard raw.contains(UInt8(ascii: "\\")) else { return try validated(raw) }
            var out: [UInt8] = []
            out.reserveCapacity(raw.count)
            var index = 0
            while index < raw.count {
                let byte = raw[index]
                index += 1
                guard byte == UInt8(ascii: "\\") else { out.append(byte); continue }
                guard index < raw.count else { throw FormatError("line \(lineNumber): a field ends in a backslash") }
                switch raw[index] {
                case UInt8(ascii: "\\"): out.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "t"): out.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "n"): out.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "r"): out.append(UInt8(ascii: "\r"))
                default:
                    let scalar = String(decoding: UnsafeBufferPointer(rebasing: raw[index...]), as: UTF8.self).unicodeScalars.first.map(String.init) ?? ""
                    throw FormatError("line \(lineNumber): unknown escape '\\\(scalar)'")
                }
                index += 1
            }
            return try out.withUnsafeBufferPointer { out throws(FormatError) in try validated(out) }
        }

        /// The bytes as a String, refused unless they are UTF-8. `String(decoding:)` (which
        /// replaces what is not UTF-8) and a `memcmp`, not `String(validating:as:)`: that one is
        /// generic over the encoding and cost a warm run over 1,700 cached findings 12 M
        /// instructions, a tenth of the run. What `decoding` returns is valid UTF-8, so it
        /// equals the bytes only when they were valid.
        func validated(_ raw: UnsafeBufferPointer<UInt8>) throws(FormatError) -> String {
            var text = String(decoding: raw, as: UTF8.self)
            let same = text.utf8.count == raw.count
                && text.withUTF8 { utf8 in utf8.isEmpty || memcmp(utf8.baseAddress!, raw.baseAddress!, raw.count) == 0 }
            guard same else { throw FormatError("line \(lineNumber): a field is not UTF-8") }
            return text
        }
    }
}

/// What a lint run printed, under the key of everything that decided it: the file format of the
/// lint cache's remembered report. A run whose every answer and output option is the key's
/// prints these bytes again instead of decoding, sorting and rendering its findings, which was
/// most of a warm run over an app with a thousand findings.
///
///     nibcheck-report 1 <digest of the body> <byte count of the body>
///     <key> <errors> <warnings> <byte count of the report>
///     <the report's bytes><the summary's bytes>
///
/// The header's digest and length cover the body, as `DiagnosticArchive`'s do: a file cut short
/// or changed in any byte is refused whole. `decode` never traps, whatever the bytes (a fuzz
/// target holds it to that).
public struct RememberedReport: Sendable, Equatable {
    /// What the report is remembered under: the run's keys and output options.
    public var key: ContentDigest
    /// How many errors the report holds (the exit status follows from them).
    public var errors: Int
    /// How many warnings the report holds (`--strict` fails on them).
    public var warnings: Int
    /// Standard output's bytes.
    public var report: ArraySlice<UInt8>
    /// The summary's bytes (standard error's, unless the run is quiet).
    public var summary: ArraySlice<UInt8>

    /// A remembered report from its parts.
    public init(key: ContentDigest, errors: Int, warnings: Int, report: ArraySlice<UInt8>, summary: ArraySlice<UInt8>) {
        self.key = key
        self.errors = errors
        self.warnings = warnings
        self.report = report
        self.summary = summary
    }

    static let magic = "nibcheck-report 1"

    /// The file's bytes.
    public func encoded() -> [UInt8] {
        var body = Array("\(key) \(errors) \(warnings) \(report.count)\n".utf8)
        body.reserveCapacity(body.count + report.count + summary.count)
        body += report
        body += summary
        return Array("\(Self.magic) \(ContentDigest(body)) \(body.count)\n".utf8) + body
    }

    /// Reads `encoded()`'s bytes back; the report and summary are slices of `bytes`, not copies.
    /// - Throws: `DiagnosticArchive.FormatError` for anything else: another format or version, a
    ///   body that does not match the header's digest and length, a malformed second line.
    public static func decode(_ bytes: [UInt8]) throws(DiagnosticArchive.FormatError) -> RememberedReport {
        let body = try bytes.withUnsafeBufferPointer { (bytes) throws(DiagnosticArchive.FormatError) in
            try DiagnosticArchive.checkedBody(bytes, magic: magic)
        }
        guard let newline = bytes[body].firstIndex(of: UInt8(ascii: "\n")) else {
            throw DiagnosticArchive.FormatError("no line of counts")
        }
        let fields = String(decoding: bytes[body.lowerBound..<newline], as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 4, let key = ContentDigest(hex: fields[0]),
              let errors = Int(fields[1]), errors >= 0, let warnings = Int(fields[2]), warnings >= 0,
              let length = Int(fields[3]), length >= 0, length <= body.upperBound - (newline + 1)
        else { throw DiagnosticArchive.FormatError("a malformed line of counts") }
        let reportEnd = newline + 1 + length
        return RememberedReport(key: key, errors: errors, warnings: warnings,
                                report: bytes[(newline + 1)..<reportEnd], summary: bytes[reportEnd..<body.upperBound])
    }
}

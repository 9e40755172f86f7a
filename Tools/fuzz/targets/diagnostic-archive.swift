// Fuzz target: the lint cache's file readers (`DiagnosticArchive.decode`, its `Catalog`, and
// `RememberedReport.decode`). Any bytes give an archive, a catalog, a report or a FormatError,
// never a trap or a hang; what reads back re-encodes to what reads back the same; the catalog
// refuses what `decode` refuses only for a field's own text, and decodes every entry as
// `decode` does.
//
// Nearly every mutated file fails the header's digest, so the input is also read as a body
// under a header made to match it: that is what reaches the record parsers.
import NibModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiagnosticArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let header = Array("nibcheck-diagnostics 1 \(ContentDigest(bytes)) \(bytes.count)\n".utf8)
    for candidate in [bytes, header + bytes] {
        let archive = try? DiagnosticArchive.decode(candidate)
        if let archive {
            let again = try? DiagnosticArchive.decode(archive.encoded())
            precondition(again == archive, "an archive read back does not round-trip")
        }
        guard let catalog = try? DiagnosticArchive.Catalog(candidate) else {
            precondition(archive == nil, "the catalog refuses an archive that decodes")
            continue
        }
        let keys = Array(catalog.keys)
        let entries = keys.map { catalog.entry($0) }
        for (key, entry) in zip(keys, entries) where entry != nil { precondition(entry!.key == key, "an entry under another key") }
        guard let archive else { continue }
        var last: [ContentDigest: DiagnosticArchive.Entry] = [:]
        for entry in archive.entries { last[entry.key] = entry }
        precondition(Set(keys) == Set(last.keys), "the catalog finds other keys")
        for (key, entry) in zip(keys, entries) { precondition(entry == last[key], "the catalog decodes an entry otherwise") }
    }
    let reportHeader = Array("nibcheck-report 1 \(ContentDigest(bytes)) \(bytes.count)\n".utf8)
    for candidate in [bytes, reportHeader + bytes] {
        guard let report = try? RememberedReport.decode(candidate) else { continue }
        precondition((try? RememberedReport.decode(report.encoded())) == report, "a remembered report does not round-trip")
    }
    return 0
}

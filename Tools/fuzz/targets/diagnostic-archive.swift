// Fuzz target: the lint cache's file reader (`DiagnosticArchive.decode`). Any bytes give an
// archive or a FormatError, never a trap or a hang; an archive read back re-encodes to one
// that reads back the same.
//
// Nearly every mutated file fails the header's digest, so the input is also read as a body
// under a header made to match it: that is what reaches the record parser.
import NibModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDiagnosticArchive(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let header = Array("nibcheck-diagnostics 1 \(ContentDigest(bytes)) \(bytes.count)\n".utf8)
    for candidate in [bytes, header + bytes] {
        guard let archive = try? DiagnosticArchive.decode(candidate) else { continue }
        let again = try? DiagnosticArchive.decode(archive.encoded())
        precondition(again == archive, "an archive read back does not round-trip")
    }
    return 0
}

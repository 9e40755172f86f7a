// Fuzz target: the Swift / Objective-C declaration scanner. Any bytes, as either language,
// give a scanned file (declarations plus diagnostics); never a trap or a hang. Each scan's
// cache record (`ScannedFile.record`) reads back equal, and the bytes read as a record give a
// scan or nil, never a trap.
import SourceScan

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let swift = SourceScanner.scan(path: "fuzz.swift", contents: text, language: .swift)
    let objc = SourceScanner.scan(path: "fuzz.m", contents: text, language: .objectiveC)
    let index = SourceIndex([swift, objc])
    for type in swift.types + objc.types {
        _ = index.outlets(of: type.name)
        _ = index.actions(of: type.name)
        _ = index.superclassChain(of: type.name)
    }
    for file in [swift, objc] {
        precondition(ScannedFile(record: file.record) == file, "a scan's record does not read back equal")
    }
    if let file = ScannedFile(record: text) {
        precondition(ScannedFile(record: file.record) == file, "a record read back does not round-trip")
    }
    return 0
}

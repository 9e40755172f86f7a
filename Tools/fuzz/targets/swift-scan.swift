// Fuzz target: the Swift / Objective-C declaration scanner. Any bytes, as either language,
// give a scanned file (declarations plus diagnostics); never a trap or a hang.
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
    return 0
}

// Fuzz target: the YAML-subset parser. Any input gives a node tree or a YAMLError with a
// line and column inside the input; never a trap or a hang.
import YAMLSubset

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzYAML(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    do {
        _ = try YAMLParser.parse(text)
    } catch {
        precondition(error.line >= 1 && error.column >= 1, "error outside the input: \(error)")
    }
    return 0
}

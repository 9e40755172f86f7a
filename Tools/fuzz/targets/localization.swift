// Fuzz target: the `.strings` and String Catalog readers. Any bytes give a table (or catalog) or
// a LocalizationReadError located inside the input; never a trap or a hang.
import NibLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocalization(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for parse in [{ _ = try StringsTable.parse(bytes, path: "fuzz.strings") },
                  { _ = try StringCatalog.parse(bytes, path: "fuzz.xcstrings") }] as [() throws(LocalizationReadError) -> Void] {
        do {
            try parse()
        } catch {
            precondition(error.location.line >= 1 && error.location.column >= 1, "error outside the input: \(error)")
        }
    }
    return 0
}

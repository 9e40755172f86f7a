// Fuzz target: the `.strings` and String Catalog readers. Any bytes give a table (or catalog) or
// a LocalizationReadError located inside the input; never a trap or a hang.
import NibLocalization

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLocalization(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        _ = try StringsTable.parse(bytes, path: "fuzz.strings")
    } catch {
        checkLocated(error)
    }
    do {
        _ = try StringCatalog.parse(bytes, path: "fuzz.xcstrings")
    } catch {
        checkLocated(error)
    }
    return 0
}

/// An error must point inside the input.
private func checkLocated(_ error: LocalizationReadError) {
    precondition(error.location.line >= 1 && error.location.column >= 1, "error outside the input: \(error)")
}

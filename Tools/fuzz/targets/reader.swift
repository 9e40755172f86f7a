// Fuzz target: the reader on raw bytes. Every input must give a model or a DocumentReadError
// with a location inside the input; never a trap, a hang or a partial success.
import NibModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let document = try IBDocument.parse(bytes, path: "fuzz.xib")
        // Invariants of an accepted document.
        for object in document.objects {
            precondition(document.tree[object.node].name == object.element)
            precondition(object.location.line >= 1 && object.location.column >= 1)
        }
        for constraint in document.constraints {
            precondition(constraint.multiplier.isFinite && constraint.constant.isFinite)
            precondition(constraint.priority >= 1 && constraint.priority <= 1000)
        }
        for variant in document.variants {
            _ = document.installedConstraintIDs(in: variant)
            _ = document.uninstalledViewIDs(in: variant)
        }
        _ = document.dumpJSON().rendered()
        _ = document.outline()
    } catch {
        precondition(!error.message.isEmpty)
        precondition(error.location.line >= 1)
    }
    return 0
}

// Fuzz target: the reader, the model and the layout on raw bytes. An accepted document is
// analysed (`LayoutAnalyzer.analyze`), and a `LayoutSession` is made on its first root view and
// changed the way code changes it: a constant set, each variant switched to, the container
// resized. Invariants: no trap and no hang; every diagnostic of the reader and of the analysis
// has a location inside the input; solved frames of an accepted document are finite.
import NibModel
import NibLayout

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModelLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let document = try? IBDocument.parse(bytes, path: "fuzz.xib") else { return 0 }
    let lineCount = bytes.count(where: { $0 == 0x0A }) + 1
    func checkLocated(_ diagnostic: Diagnostic) {
        guard let location = diagnostic.location else { preconditionFailure("no location: \(diagnostic.code) \(diagnostic.message)") }
        precondition(location.file == "fuzz.xib" && location.line >= 1 && location.line <= lineCount && location.column >= 1,
                     "location outside the input: \(location) \(diagnostic.code)")
    }
    document.diagnostics.forEach(checkLocated)
    let analysis = LayoutAnalyzer.analyze(document)
    analysis.diagnostics.forEach(checkLocated)
    for root in analysis.roots {
        for view in root.views.values {
            let frame = view.frame
            precondition(frame.x.isFinite && frame.y.isFinite && frame.width.isFinite && frame.height.isFinite,
                         "non-finite frame of \(view.viewID): \(frame)")
        }
    }
    guard let rootID = document.rootViewIDs.first else { return 0 }
    MainActor.assumeIsolated {
        guard let session = try? LayoutSession(document: document, rootViewID: rootID) else { return }
        let constraints = session.constraintsFromDocument
        if let first = constraints.first {
            first.constant = first.constant + Double(size % 97) - 48
            first.isActive.toggle()
            first.isActive.toggle()
        }
        for variant in document.variants.dropFirst() + [Variant.base] {
            do throws(LiveLayoutError) {
                try session.setVariant(variant)
            } catch {
                // The one refusal setVariant documents; the session stays as it was.
                guard case .variantChangesViews = error else { preconditionFailure("setVariant threw \(error)") }
            }
        }
        try? session.setContainerSize(Size(width: 320, height: Double(size % 1000)))
        for view in session.views {
            precondition(view.frame.width.isFinite && view.frame.height.isFinite, "non-finite live frame of \(view.itemID)")
        }
    }
    return 0
}

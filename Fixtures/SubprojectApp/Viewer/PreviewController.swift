import AppKit

/// The framework's controller; the editor's View menu asks the responder chain for its action.
public final class PreviewController: NSViewController {
    @IBAction public func showPreview(_ sender: Any?) {}
}

import AppKit

/// Kept in the Mac app's synchronised folder but built by the Share Extension target only
/// (the folder's membership exceptions), so its module is Share_Extension.
final class ShareViewController: NSViewController {
    @IBOutlet var titleField: NSTextField!
}

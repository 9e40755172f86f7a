import AppKit

/// The Mac twin of iOS/FeedInspectorViewController.swift.
final class FeedInspectorViewController: NSViewController {
    @IBOutlet var nameTextField: NSTextField!
}

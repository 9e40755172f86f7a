import AppKit

/// The Mac back-office app's sales report pane, File's Owner of `ReportsViewController.xib`.
final class ReportsViewController: NSViewController {
    @IBOutlet weak var summaryLabel: NSTextField!
    @IBOutlet weak var exportButton: NSButton!

    override var nibName: NSNib.Name? { "ReportsViewController" }

    @IBAction func refreshTapped(_ sender: NSButton) {
        summaryLabel.stringValue = "Updated \(Date().formatted(date: .omitted, time: .shortened))"
        exportButton.isEnabled = true
    }

    @IBAction func exportTapped(_ sender: NSButton) {
        let panel = NSSavePanel()
        panel.nameFieldStringValue = "sales.csv"
        panel.beginSheetModal(for: view.window!) { _ in }
    }
}

import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    @IBAction func zoomIn(_ sender: Any?) {}
}

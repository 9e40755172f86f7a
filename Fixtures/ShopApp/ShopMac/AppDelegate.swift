import AppKit

@main
final class AppDelegate: NSObject, NSApplicationDelegate {
    private var window: NSWindow?

    func applicationDidFinishLaunching(_ notification: Notification) {
        let window = NSWindow(contentViewController: ReportsViewController())
        window.title = "Shop Reports"
        window.makeKeyAndOrderFront(nil)
        self.window = window
    }
}

import AppKit

/// A sample kept beside the app that no target builds: its `AppDelegate` is not Relay's.
class AppDelegate: NSObject, NSApplicationDelegate {
    var window: NSWindow?
}

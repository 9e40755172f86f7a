import AppKit

/// Built by the Relay target, whose `AppDelegate` is in the RelayCore submodule
/// (`Vendor/RelayCore/Sources/AppDelegate.swift`), which a clone without `--recursive` lacks.
final class StatusItemController: NSObject {
    @IBOutlet weak var menu: NSMenu?
}

import UIKit
import TwinKit
import TwinKitCore

/// Settings, in the iOS storyboard with customModule="TwinApp" chosen explicitly (no provider):
/// the iOS target's module is TwinApp only through its configuration file.
final class SettingsViewController: UIViewController {
    @IBOutlet var badge: BadgeView!
    @IBOutlet var shadow: ShadowView!
}

#if os(iOS)
import UIKit

/// A round count badge, used from the iOS app's storyboard with customModule="TwinKit".
public final class BadgeView: UIView {
    @IBInspectable public var count: Int = 0
}
#endif

import UIKit

@IBDesignable
public final class AvatarView: UIView {
    @IBInspectable public var borderWidth: CGFloat = 0
    @IBOutlet private weak var photoView: UIImageView!
}

// Swift extends the Objective-C class by its Swift name.
extension RatingControl {
    @IBAction func reset(_ sender: Any) {}
}

import UIKit

/// A filled button whose corner radius and fill are set in Interface Builder.
@IBDesignable
final class RoundedButton: UIButton {
    @IBInspectable var cornerRadius: CGFloat = 8 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable var fillColor: UIColor? {
        didSet { backgroundColor = fillColor }
    }

    override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        layer.cornerRadius = cornerRadius
        layer.masksToBounds = true
    }
}

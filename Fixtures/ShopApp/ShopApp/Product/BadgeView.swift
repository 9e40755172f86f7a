import UIKit

/// Kept under its Objective-C name so archived XIBs from the old Objective-C app still load:
/// Interface Builder refers to it as `SHPBadgeView`, with no module.
@objc(SHPBadgeView)
final class BadgeView: UIView {
    private let label = UILabel()

    var text: String? {
        get { label.text }
        set {
            label.text = newValue
            isHidden = newValue == nil
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        label.font = .boldSystemFont(ofSize: 12)
        label.textAlignment = .center
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
    }
}

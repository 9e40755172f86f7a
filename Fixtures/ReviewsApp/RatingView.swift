import UIKit

/// Five stars drawn in code: as wide as its star count asks, as tall as a star.
@IBDesignable
class RatingView: UIView {
    @IBInspectable var starCount: Int = 5
    @IBInspectable var starSize: CGFloat = 24

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(starCount) * starSize, height: starSize)
    }
}

/// The same, smaller: the size comes from its superclass.
final class CompactRatingView: RatingView {}

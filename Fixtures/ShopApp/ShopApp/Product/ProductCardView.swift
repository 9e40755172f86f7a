import ShopKit
import UIKit

/// Root-view pattern: `ProductCardView.xib`'s root view has this class and owns the outlets.
final class ProductCardView: UIView, NibLoadable {
    @IBOutlet weak var imageView: UIImageView!
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var priceTagView: PriceTagView!
    @IBOutlet weak var badgeView: BadgeView?

    func show(_ product: Product) {
        nameLabel.text = product.name
        priceTagView.amount = product.price.amount
        badgeView?.text = product.isNew ? "NEW" : nil
        imageView.image = UIImage(named: "ProductPlaceholder")
    }
}

import UIKit

/// Loaded from `ProductCell.xib`; its reuse identifier is the class name.
final class ProductCell: UITableViewCell, ReuseIdentifiable {
    @IBOutlet private weak var thumbnailImageView: UIImageView!
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var priceLabel: UILabel!

    func configure(with product: Product) {
        nameLabel.text = product.name
        priceLabel.text = product.price.formatted
        thumbnailImageView.image = UIImage(named: "ProductPlaceholder")
        ImageLoader.shared.load(product.imageURL) { [weak self] image in
            self?.thumbnailImageView.image = image
        }
    }
}

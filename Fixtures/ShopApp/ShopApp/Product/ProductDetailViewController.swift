import UIKit

final class ProductDetailViewController: BaseViewController {
    /// Hosts a `ProductCardView` loaded from its own XIB.
    @IBOutlet weak var cardContainerView: UIView!
    @IBOutlet var starViews: [UIImageView]!
    @IBOutlet weak var addToCartButton: RoundedButton!
    #if DEBUG
    @IBOutlet weak var debugInfoLabel: UILabel!
    #endif

    var product: Product?
    let cart = Cart.shared
    private lazy var cardView = ProductCardView.loadFromNib()

    override func viewDidLoad() {
        super.viewDidLoad()
        cardView.translatesAutoresizingMaskIntoConstraints = false
        cardContainerView.addSubview(cardView)
        cardView.pinEdges(to: cardContainerView)
        guard let product else { return }
        cardView.show(product)
        for (index, star) in starViews.enumerated() {
            star.isHighlighted = index < product.rating
        }
        #if DEBUG
        debugInfoLabel.text = "SKU \(product.sku)"
        #endif
    }
}

import UIKit

extension ProductDetailViewController {
    /// The event tells a long press-and-release (repeat purchase) from a tap.
    @IBAction func addToCartTapped(_ sender: UIButton, forEvent event: UIEvent) {
        guard let product else { return }
        let isRepeat = (event.allTouches?.first?.tapCount ?? 1) > 1
        cart.add(product, quantity: isRepeat ? 2 : 1)
        sender.isEnabled = false
    }
}

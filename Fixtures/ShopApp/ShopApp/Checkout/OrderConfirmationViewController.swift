import UIKit

/// "Done" unwinds to the cart (`unwindToCart:`); "Keep shopping" uses the inherited `dismissTapped:`.
final class OrderConfirmationViewController: BaseViewController {
    @IBOutlet weak var messageLabel: UILabel!

    var order: Order?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let order {
            messageLabel.text = "Order \(order.number) is on its way."
        }
    }
}

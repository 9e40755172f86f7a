import UIKit

final class CheckoutViewController: BaseViewController {
    @IBOutlet weak var addressField: UITextField?
    @IBOutlet weak var placeOrderButton: RoundedButton!

    private let service = CheckoutService()

    /// Exposed to Objective-C (and so to Interface Builder) as `placeOrder:`.
    @IBAction @objc(placeOrder:) func placeOrderButtonTapped(_ sender: RoundedButton) {
        guard let address = addressField?.text, !address.isEmpty else {
            addressField?.becomeFirstResponder()
            return
        }
        setLoading(true)
        service.placeOrder(Cart.shared, shippingTo: address) { [weak self] order in
            self?.setLoading(false)
            self?.performSegue(withIdentifier: SegueIdentifier.showConfirmation, sender: order)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let confirmation = segue.destination as? OrderConfirmationViewController {
            confirmation.order = sender as? Order
        }
    }
}

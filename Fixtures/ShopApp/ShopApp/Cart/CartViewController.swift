import UIKit

final class CartViewController: BaseViewController {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var checkoutButton: RoundedButton!

    let cart = Cart.shared

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
        checkoutButton.isEnabled = !cart.lines.isEmpty
    }

    @IBAction func closeTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }

    /// Target of the unwind segue from the order confirmation in `Checkout.storyboard`.
    @IBAction func unwindToCart(_ segue: UIStoryboardSegue) {
        cart.removeAll()
        tableView.reloadData()
    }
}

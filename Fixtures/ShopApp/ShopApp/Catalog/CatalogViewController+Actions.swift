import UIKit

// Bar button actions live apart from the list logic.
extension CatalogViewController {
    @IBAction func showOrderHistoryTapped(_ sender: UIBarButtonItem) {
        let history = OrderHistoryViewController(nibName: "OrderHistoryViewController", bundle: nil)
        navigationController?.pushViewController(history, animated: true)
    }
}

import UIKit

/// Common chrome for the shop's screens. The outlets are declared here and connected in the
/// subclasses' scenes (Catalog, Product Detail, Cart, Checkout, Login, Order History).
class BaseViewController: UIViewController {
    @IBOutlet weak var loadingIndicator: UIActivityIndicatorView!
    /// Only the list screens show an error banner.
    @IBOutlet weak var errorBanner: UILabel?

    func setLoading(_ isLoading: Bool) {
        if isLoading {
            loadingIndicator.startAnimating()
        } else {
            loadingIndicator.stopAnimating()
        }
    }

    func showError(_ message: String?) {
        errorBanner?.text = message
        errorBanner?.isHidden = message == nil
    }

    /// Shared by every screen that offers a plain "close" button.
    @IBAction func dismissTapped(_ sender: Any) {
        presentingViewController?.dismiss(animated: true)
    }
}

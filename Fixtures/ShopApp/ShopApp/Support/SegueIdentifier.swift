/// Segue identifiers used in code; each matches an `identifier=` in a storyboard.
enum SegueIdentifier {
    static let showProduct = "showProduct"            // Main.storyboard, Catalog -> Product Detail
    static let presentCart = "presentCart"            // Main.storyboard, cart button -> Cart.storyboard
    static let presentLogin = "presentLogin"          // Main.storyboard, account button -> Account.storyboard
    static let showCheckout = "showCheckout"          // Cart.storyboard, checkout button -> Checkout.storyboard
    static let showConfirmation = "showConfirmation"  // Checkout.storyboard, Checkout -> Order Confirmation
}

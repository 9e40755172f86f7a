import Foundation

final class Cart {
    static let shared = Cart()

    struct Line: Hashable {
        var product: Product
        var quantity: Int
        var total: Money { product.price * quantity }
    }

    private(set) var lines: [Line] = []

    func add(_ product: Product, quantity: Int) {
        if let index = lines.firstIndex(where: { $0.product.sku == product.sku }) {
            lines[index].quantity += quantity
        } else {
            lines.append(Line(product: product, quantity: quantity))
        }
    }

    func removeAll() {
        lines.removeAll()
    }
}

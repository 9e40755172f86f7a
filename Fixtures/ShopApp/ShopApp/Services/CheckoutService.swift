import Foundation

final class CheckoutService {
    func placeOrder(_ cart: Cart, shippingTo address: String, completion: @escaping (Order) -> Void) {
        let total = cart.lines.reduce(Decimal(0)) { $0 + $1.total.amount }
        let currency = cart.lines.first?.product.price.currencyCode ?? "USD"
        let order = Order(number: String(UUID().uuidString.prefix(8)),
                          total: Money(amount: total, currencyCode: currency),
                          placedAt: Date())
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { completion(order) }
    }
}

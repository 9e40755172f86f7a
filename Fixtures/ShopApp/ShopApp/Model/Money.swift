import Foundation
import ShopKit

struct Money: Codable, Hashable {
    var amount: Decimal
    var currencyCode: String

    var formatted: String {
        PriceFormatter.shared.string(for: amount, currencyCode: currencyCode)
    }

    static func * (money: Money, factor: Int) -> Money {
        Money(amount: money.amount * Decimal(factor), currencyCode: money.currencyCode)
    }
}

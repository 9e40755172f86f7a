import Foundation

/// Formats amounts for display; one formatter per currency, created on first use.
public final class PriceFormatter: @unchecked Sendable {
    public static let shared = PriceFormatter()

    private let lock = NSLock()
    private var formatters: [String: NumberFormatter] = [:]

    public func string(for amount: Decimal, currencyCode: String) -> String {
        lock.lock()
        defer { lock.unlock() }
        let formatter = formatters[currencyCode] ?? {
            let formatter = NumberFormatter()
            formatter.numberStyle = .currency
            formatter.currencyCode = currencyCode
            formatters[currencyCode] = formatter
            return formatter
        }()
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount)"
    }
}

import Foundation

struct Order: Codable, Hashable {
    var number: String
    var total: Money
    var placedAt: Date
}

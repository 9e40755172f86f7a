import Foundation

struct Product: Codable, Hashable {
    var sku: String
    var name: String
    var price: Money
    var rating: Int
    var isNew: Bool
    var imageURL: URL
}

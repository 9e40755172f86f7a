import Foundation

final class CatalogService {
    private let session: URLSession
    private let endpoint = URL(string: "https://shop.example.com/api/products")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func fetchProducts(completion: @escaping (Result<[Product], Error>) -> Void) {
        session.dataTask(with: endpoint) { data, _, error in
            let result = Result<[Product], Error> {
                if let error { throw error }
                return try JSONDecoder().decode([Product].self, from: data ?? Data())
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}

import Foundation
import ReactiveCocoa
import ReactiveSwift

struct Product: Decodable { let sku: String; let title: String }

final class CatalogClient {
    private let session = URLSession(configuration: .default)

    func products(category: String) -> SignalProducer<[Product], Error> {
        let request = URLRequest(url: URL(string: "https://shop.example.com/catalog/\(category)")!)
        return session.reactive.data(with: request)
            .attemptMap { data, _ in try JSONDecoder().decode([Product].self, from: data) }
    }
}

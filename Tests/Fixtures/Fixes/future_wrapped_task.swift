import Combine

struct Wishlist {
    var items: [String]
}

protocol WishlistClient {
    func wishlist(for user: String) async throws -> Wishlist
}

final class WishlistRepository {
    private let client: WishlistClient

    init(client: WishlistClient) {
        self.client = client
    }

    /// Publisher-shaped for the Combine screens.
    public func wishlist(for user: String) -> AnyPublisher<Wishlist, Error> {
        Future { promise in
            Task {
                do {
                    let wishlist = try await self.client.wishlist(for: user)
                    promise(.success(wishlist))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

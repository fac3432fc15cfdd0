import Combine
import Foundation

// Call sites of module functions that return one value. `avatar(for:)` validates the
// response with `tryMap`, so no `async` alternative is generated for it: its call site must
// keep subscribing to the publisher (through `values`), never await the synchronous function.
// `Catalog.item(id:)` is static and gets an alternative: it is awaited on the type as written.

struct Item: Decodable {
    var id: Int
}

enum Catalog {
    static func item(id: Int) -> AnyPublisher<Item, Error> {
        Future { promise in
            Task {
                let item = await Catalog.load(id)
                promise(.success(item))
            }
        }
        .eraseToAnyPublisher()
    }

    static func load(_ id: Int) async -> Item { Item(id: id) }
}

final class AvatarClient {
    let session = URLSession.shared

    func avatar(for url: URL) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: url)
            .tryMap { output in
                guard !output.data.isEmpty else { throw URLError(.zeroByteResource) }
                return output.data
            }
            .eraseToAnyPublisher()
    }
}

final class ProfileScreenModel {
    private let client = AvatarClient()
    private(set) var avatar: Data?
    private(set) var item: Item?
    private(set) var error: Error?
    private var cancellables = Set<AnyCancellable>()

    func load(_ url: URL) {
        client.avatar(for: url)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion { self?.error = error }
            }, receiveValue: { [weak self] data in
                self?.avatar = data
            })
            .store(in: &cancellables)
    }

    func show(_ id: Int) {
        Catalog.item(id: id)
            .sink(receiveCompletion: { [weak self] completion in
                if case .failure(let error) = completion { self?.error = error }
            }, receiveValue: { [weak self] item in
                self?.item = item
            })
            .store(in: &cancellables)
    }
}

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
    @available(*, renamed: "item(id:)")
    static func item(id: Int) -> AnyPublisher<Item, Error> {
        Future { promise in
            Task {
                let item = await Catalog.load(id)
                promise(.success(item))
            }
        }
        .eraseToAnyPublisher()
    }

    static func item(id: Int) async throws -> Item {
        let item = await Catalog.load(id)
        return item
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
        let avatarPublisher = client.avatar(for: url)
        let avatarTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await data in avatarPublisher.values {
                    guard !Task.isCancelled else { break }
                    self?.avatar = data
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            if case .failure(let error) = completion { self?.error = error }
        }
        AnyCancellable { avatarTask.cancel() }.store(in: &cancellables)
    }

    func show(_ id: Int) {
        let itemId = id
        let itemTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                let item = try await Catalog.item(id: itemId)
                guard !Task.isCancelled else { return }
                self?.item = item
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            if case .failure(let error) = completion { self?.error = error }
        }
        AnyCancellable { itemTask.cancel() }.store(in: &cancellables)
    }
}

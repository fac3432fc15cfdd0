// Migration question: is a debounced, latest-wins search a stream? (It is — keep it.)
import Combine
import Foundation

struct Product: Identifiable, Decodable, Hashable {
    let id: Int
    let title: String
    let priceCents: Int
}

protocol ProductSearching {
    /// Emits one page of results for `term`; cancelling the subscription cancels the request.
    func search(_ term: String) -> AnyPublisher<[Product], Error>
}

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [Product] = []

    private let api: ProductSearching
    private var cancellables = Set<AnyCancellable>()

    init(api: ProductSearching) {
        self.api = api
        bindSearch()
    }

    private func bindSearch() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { [api] term -> AnyPublisher<[Product], Never> in
                let trimmed = term.trimmingCharacters(in: .whitespacesAndNewlines)
                guard trimmed.count >= 2 else {
                    return Empty(completeImmediately: true).eraseToAnyPublisher()
                }
                // A failed page should not end the whole search pipeline,
                // so errors are swallowed per request rather than at the end.
                return api.search(trimmed)
                    .replaceError(with: [])
                    .eraseToAnyPublisher()
            }
            // switchToLatest drops the in-flight request when the user keeps typing,
            // so a slow reply for "sh" can never overwrite the one for "shoes".
            .switchToLatest()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] products in
                self?.results = products
            }
            .store(in: &cancellables)
    }

    func clear() {
        query = ""
        results = []
    }
}

import Combine
import Foundation

struct Repo: Decodable { let name: String }

protocol RepoSearching {
    func search(_ term: String) -> AnyPublisher<[Repo], Error>
}

final class RepoSearchModel: ObservableObject {
    @Published var term = ""
    @Published private(set) var repos: [Repo] = []
    private let api: RepoSearching
    private var cancellables = Set<AnyCancellable>()

    init(api: RepoSearching) {
        self.api = api
        $term
            .removeDuplicates()
            .flatMap(maxPublishers: .max(1)) { [api] term in
                api.search(term)
                    .catch { _ in Just([Repo]()) }
            }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] repos in self?.repos = repos } // expect: pipeline source=published terminal=sink framework=combine ops=removeDuplicates,flatMap,receive context=none type=RepoSearchModel function=init
            .store(in: &cancellables)
    }
}

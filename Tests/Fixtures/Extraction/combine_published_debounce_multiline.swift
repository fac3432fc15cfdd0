import Combine
import Foundation

@MainActor
final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var suggestions: [String] = []
    private var cancellables = Set<AnyCancellable>()
    private let index: [String]

    init(index: [String]) {
        self.index = index
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { term in term.trimmingCharacters(in: .whitespaces) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] term in // expect: pipeline source=published terminal=sink framework=combine ops=debounce,removeDuplicates,map,receive context=mainActor type=SearchViewModel function=init
                self?.updateSuggestions(for: term)
            }
            .store(in: &cancellables)
    }

    private func updateSuggestions(for term: String) {
        suggestions = index.filter { $0.hasPrefix(term) }
    }
}

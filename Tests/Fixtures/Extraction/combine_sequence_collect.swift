import Combine

final class TagNormalizer {
    private var cancellables = Set<AnyCancellable>()
    private(set) var normalized: [String] = []

    func normalize(_ rawTags: [String]) {
        rawTags.publisher
            .map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            .filter { !$0.isEmpty }
            .collect()
            .sink { [weak self] tags in self?.normalized = tags } // expect: pipeline source=sequence terminal=sink framework=combine ops=map,filter,collect context=none type=TagNormalizer function=normalize
            .store(in: &cancellables)
    }
}

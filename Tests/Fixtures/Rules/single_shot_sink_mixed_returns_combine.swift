import Combine
import Foundation

struct Recipe { let name: String }

// Each return answers once, in different ways: a cached `Just`, or a `Deferred` `Future` that
// runs the lookup. Together they are still one value per call.
final class RecipeFinder {
    private var cache: [String: [Recipe]] = [:]
    private let queue = DispatchQueue(label: "recipes")

    func recipes(using ingredient: String) -> AnyPublisher<[Recipe], Never> { // expect: finding rule=one_shot_publisher_api
        if let cached = cache[ingredient] {
            return Just(cached).eraseToAnyPublisher()
        }
        return Deferred {
            Future { promise in
                self.queue.async { promise(.success([Recipe(name: ingredient.capitalized)])) }
            }
        }
        .eraseToAnyPublisher()
    }

    // One return answers once, the other keeps sending: no single answer.
    func suggestions(for ingredient: String, live: PassthroughSubject<[Recipe], Never>) -> AnyPublisher<[Recipe], Never> {
        if let cached = cache[ingredient] {
            return Just(cached).eraseToAnyPublisher()
        }
        return live.eraseToAnyPublisher()
    }
}

@MainActor
final class RecipeViewModel {
    private let finder = RecipeFinder()
    private let live = PassthroughSubject<[Recipe], Never>()
    private(set) var recipes: [Recipe] = []
    private var cancellables = Set<AnyCancellable>()

    func load(_ ingredient: String) {
        finder.recipes(using: ingredient)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.recipes = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        finder.suggestions(for: ingredient, live: live)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.recipes = $0 } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .store(in: &cancellables)
    }
}

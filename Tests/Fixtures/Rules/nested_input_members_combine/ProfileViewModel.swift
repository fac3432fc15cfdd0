import Combine

// Every view model nests its own `Input`: `input.viewDidLoad` is this type's, handed over by
// the controller that builds `ProfileViewModel.Input(…)` from another file.
final class ProfileViewModel {
    struct Input {
        let viewDidLoad: AnyPublisher<Void, Never>
        let nameEdits: AnyPublisher<String, Never>
    }

    struct Output {
        let greeting: AnyPublisher<String, Never>
        let preview: AnyPublisher<String, Never>
    }

    func transform(from input: Input) -> Output {
        let greeting = input.viewDidLoad
            .map { "Hello" }
            .eraseToAnyPublisher()
        let preview = input.nameEdits
            .map { "Hello, \($0)" }
            .eraseToAnyPublisher()
        return Output(greeting: greeting, preview: preview)
    }
}

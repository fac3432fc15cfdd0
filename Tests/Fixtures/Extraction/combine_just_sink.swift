import Combine

final class GreetingLoader {
    private var cancellables = Set<AnyCancellable>()
    private(set) var greeting = ""

    func load(name: String) {
        Just(name)
            .map { "Hello, \($0)!" }
            .sink { [weak self] text in // expect: pipeline source=just terminal=sink framework=combine ops=map context=none type=GreetingLoader function=load
                self?.greeting = text
            }
            .store(in: &cancellables)
    }
}

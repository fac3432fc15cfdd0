import Combine

// Another `Input` with a `viewDidLoad` of its own, fed by a stream: it must not be mixed up with
// `ProfileViewModel.Input`.
final class SettingsViewModel {
    struct Input {
        let viewDidLoad: AnyPublisher<Void, Never>
    }

    private var cancellables = Set<AnyCancellable>()
    private(set) var loads = 0

    func bind(_ input: Input) {
        input.viewDidLoad
            .sink { [weak self] in self?.loads += 1 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}

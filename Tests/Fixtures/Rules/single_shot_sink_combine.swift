import Combine
import Foundation

enum LoadError: Error { case offline }

final class OnboardingModel: ObservableObject {
    @Published var isReady = false
    let taps = PassthroughSubject<Int, Never>()
    let scores = PassthroughSubject<Int, Never>()
    private(set) var defaults: [String: Bool] = [:]
    private(set) var message = ""
    private(set) var firstTap = -1
    private(set) var total = 0
    private var cancellables = Set<AnyCancellable>()

    func start(loadCount: @escaping (@escaping (Int) -> Void) -> Void) {
        Just(["tips": true, "sounds": false])
            .sink { [weak self] values in self?.defaults = values } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .store(in: &cancellables)
        Fail<Int, LoadError>(error: .offline)
            .sink(receiveCompletion: { [weak self] _ in self?.message = "offline" }, receiveValue: { _ in }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        Future<Int, Never> { promise in loadCount { promise(.success($0)) } }
            .sink { [weak self] count in self?.total = count } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        Deferred { Future<String, Never> { promise in promise(.success("Welcome")) } }
            .sink { [weak self] text in self?.message = text } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        taps
            .first()
            .sink { [weak self] index in self?.firstTap = index } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .store(in: &cancellables)
        $isReady
            .filter { $0 }
            .prefix(1)
            .sink { [weak self] _ in self?.message = "Ready" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        scores
            .reduce(0, +)
            .sink { [weak self] sum in self?.total = sum } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        [3, 1, 2].publisher
            .collect()
            .sink { print($0.sorted()) } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
    }
}

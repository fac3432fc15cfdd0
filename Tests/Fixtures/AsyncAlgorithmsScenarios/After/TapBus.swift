// A subject without a current value: stays manual, `values` would drop a tap sent while the
// Task is not waiting for one.
import OpenCombine

@MainActor
public final class TapBus<S: Scheduler> {
    public let taps = PassthroughSubject<Int, Never>()
    public private(set) var handled: [Int] = []
    private var cancellables = Set<AnyCancellable>()

    public init(mainScheduler: S) {
        taps
            .debounce(for: .milliseconds(200), scheduler: mainScheduler)
            .sink { [weak self] in self?.handled.append($0) } // expect: pipeline verdict=keep rule=timing_stream
            .store(in: &cancellables)
    }
}

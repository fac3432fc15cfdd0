// Two sources merged: whichever status changed last is the one shown.
import AsyncAlgorithmsScenarioSupport // combineLatest(_:), merge(with:), which OpenCombine lacks
import OpenCombine

@MainActor
public final class StatusLine {
    @Published public var uploadStatus = ""
    @Published public var syncStatus = ""
    public private(set) var shown: [String] = []
    private var cancellables = Set<AnyCancellable>()

    public init() {
        $uploadStatus
            .merge(with: $syncStatus)
            .filter { !$0.isEmpty }
            .sink { [weak self] status in // expect: pipeline verdict=keep rule=composed_stream
                guard let self else { return }
                self.shown.append(status)
            }
            .store(in: &cancellables)
    }
}

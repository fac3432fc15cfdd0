// Two sources merged: whichever status changed last is the one shown.
import AsyncAlgorithms
import AsyncAlgorithmsScenarioSupport // combineLatest(_:), merge(with:), which OpenCombine lacks
import OpenCombine

@MainActor
public final class StatusLine {
    @Published public var uploadStatus = ""
    @Published public var syncStatus = ""
    public private(set) var shown: [String] = []
    private var cancellables = Set<AnyCancellable>()

    public init() {
        // expect: pipeline verdict=keep rule=composed_stream
        let uploadStatusValues = merge($uploadStatus.values, $syncStatus.values)
            .filter { !$0.isEmpty }
        let uploadStatusTask = Task { [weak self] in
            var iterator = uploadStatusValues.makeAsyncIterator()
            while let status = await iterator.next() {
                guard !Task.isCancelled else { break }
                guard let self else { continue }
                self.shown.append(status)
            }
        }
        AnyCancellable { uploadStatusTask.cancel() }.store(in: &cancellables)
    }
}

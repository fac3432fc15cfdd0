// One continuous input: the banner follows the connection state.
import OpenCombine

@MainActor
public final class ConnectionBanner {
    @Published public var isOnline = true
    public private(set) var text: String?
    private var subscription: AnyCancellable?

    public init() {
        // expect: pipeline verdict=keep rule=continuous_stream
        let isOnlineValues = $isOnline.values
        let isOnlineTask = Task { [weak self] in
            var iterator = isOnlineValues.makeAsyncIterator()
            while let online = await iterator.next() {
                guard !Task.isCancelled else { break }
                self?.text = online ? nil : "You are offline"
            }
        }
        subscription = AnyCancellable { isOnlineTask.cancel() }
    }
}

// One continuous input: the banner follows the connection state.
import OpenCombine

@MainActor
public final class ConnectionBanner {
    @Published public var isOnline = true
    public private(set) var text: String?
    private var subscription: AnyCancellable?

    public init() {
        subscription = $isOnline.sink { [weak self] online in // expect: pipeline verdict=keep rule=continuous_stream
            self?.text = online ? nil : "You are offline"
        }
    }
}

import Combine
import Network

// A publisher type the module writes itself whose subscription hands the monitor a handler
// closure: the monitor calls it on every change of the network path.
extension NWPathMonitor {
    func pathChanges(on queue: DispatchQueue = .main) -> PathPublisher {
        PathPublisher(monitor: self, queue: queue)
    }
}

struct PathPublisher: Combine.Publisher {
    typealias Output = NWPath
    typealias Failure = Never

    let monitor: NWPathMonitor
    let queue: DispatchQueue

    func receive<S: Subscriber>(subscriber: S) where S.Input == NWPath, S.Failure == Never {
        subscriber.receive(subscription: PathSubscription(subscriber: subscriber, monitor: monitor, queue: queue))
    }
}

private final class PathSubscription<S: Subscriber>: Subscription where S.Input == NWPath {
    private let subscriber: S
    private let monitor: NWPathMonitor
    private let queue: DispatchQueue

    init(subscriber: S, monitor: NWPathMonitor, queue: DispatchQueue) {
        self.subscriber = subscriber
        self.monitor = monitor
        self.queue = queue
    }

    func request(_ demand: Subscribers.Demand) {
        monitor.pathUpdateHandler = { [unowned self] path in _ = self.subscriber.receive(path) }
        monitor.start(queue: queue)
    }

    func cancel() { monitor.cancel() }
}

import Combine

// A publisher type that forwards another source's events: a value and the end arrive on
// different paths through the handler, so it may send any number of values.
enum FeedEvent {
    case value(String)
    case end
}

final class FeedSource {
    func listen(_ handler: @escaping (FeedEvent) -> Void) {}
}

struct BridgePublisher: Publisher {
    typealias Output = String
    typealias Failure = Never

    let source: FeedSource

    func receive<S: Subscriber>(subscriber: S) where S.Input == String, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        source.listen { event in
            switch event {
            case .value(let text):
                _ = subscriber.receive(text)
            case .end:
                subscriber.receive(completion: .finished)
            }
        }
    }
}

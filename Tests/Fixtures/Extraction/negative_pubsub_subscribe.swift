import Foundation

final class PubSubClient {
    private var handlers: [String: (Data) -> Void] = [:]

    func subscribe(topic: String, handler: @escaping (Data) -> Void = { _ in }) {
        handlers[topic] = handler
    }

    func subscribe(onNext topic: String) {
        handlers[topic] = { _ in }
    }
}

final class OrderEventsListener {
    private let pubsub = PubSubClient()

    func start() {
        pubsub.subscribe(topic: "orders.created")
        pubsub.subscribe(topic: "orders.cancelled") { payload in
            print("cancelled: \(payload.count) bytes")
        }
        pubsub.subscribe(onNext: "orders.shipped")
    }
}

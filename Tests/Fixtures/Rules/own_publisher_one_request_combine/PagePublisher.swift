import Combine
import Foundation

// A publisher type whose completion handler sends every item of a page in a loop: several
// values, so its pipelines stay for a reviewer.
struct PagePublisher: Publisher {
    typealias Output = String
    typealias Failure = Never

    let load: (@escaping ([String]) -> Void) -> Void

    func receive<S: Subscriber>(subscriber: S) where S.Input == String, S.Failure == Never {
        subscriber.receive(subscription: Subscriptions.empty)
        load { items in
            for item in items {
                _ = subscriber.receive(item)
            }
            subscriber.receive(completion: .finished)
        }
    }
}

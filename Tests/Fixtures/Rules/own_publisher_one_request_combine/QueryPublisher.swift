import Combine
import Foundation

// A publisher type the module writes around a callback API: its subscription starts one fetch
// when asked for values, and the fetch's completion handler sends the answer and completes.
protocol GraphClient {
    func fetch(query: String, queue: DispatchQueue, resultHandler: @escaping (Result<Data, Error>) -> Void)
}

extension GraphClient {
    func queryPublisher(_ query: String, queue: DispatchQueue = .main) -> QueryPublisher { // expect: finding rule=one_shot_publisher_api
        QueryPublisher(client: self, query: query, queue: queue)
    }
}

struct QueryPublisher: Publisher {
    typealias Output = Data
    typealias Failure = Error

    let client: GraphClient
    let query: String
    let queue: DispatchQueue

    func receive<S: Subscriber>(subscriber: S) where S.Input == Data, S.Failure == Error {
        subscriber.receive(subscription: QuerySubscription(subscriber: subscriber, publisher: self))
    }
}

private final class QuerySubscription<S: Subscriber>: Subscription where S.Input == Data, S.Failure == Error {
    private var subscriber: S?
    private let publisher: QueryPublisher

    init(subscriber: S, publisher: QueryPublisher) {
        self.subscriber = subscriber
        self.publisher = publisher
    }

    func request(_ demand: Subscribers.Demand) {
        publisher.client.fetch(query: publisher.query, queue: publisher.queue) { [weak self] result in
            switch result {
            case .success(let data):
                _ = self?.subscriber?.receive(data)
                self?.subscriber?.receive(completion: .finished)
            case .failure(let error):
                self?.subscriber?.receive(completion: .failure(error))
            }
        }
    }

    func cancel() {
        subscriber = nil
    }
}

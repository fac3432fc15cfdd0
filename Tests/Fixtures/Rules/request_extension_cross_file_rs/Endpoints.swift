import Foundation
import ReactiveSwift

// A request is described by a plain enum; the module's own extension turns any description
// into a producer that sends the one answer and completes.
protocol Endpoint {
    var path: String { get }
}

enum InvoiceEndpoint: Endpoint {
    case list(page: Int)
    case detail(id: Int)

    var path: String {
        switch self {
        case .list(let page): return "/invoices?page=\(page)"
        case .detail(let id): return "/invoices/\(id)"
        }
    }
}

extension Endpoint {
    func answer<Model: Decodable>(_ type: Model.Type) -> SignalProducer<Model?, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, lifetime in
            let task = HTTPClient.shared.send(path) { data in
                observer.send(value: data.flatMap { try? JSONDecoder().decode(type, from: $0) })
                observer.sendCompleted()
            }
            lifetime.observeEnded { task.cancel() }
        }
    }

    // Every change of the endpoint's cached copy, for as long as it is observed.
    func cachedCopies() -> Signal<Data, Never> {
        ResponseCache.shared.updates.filter { $0.path == path }.map(\.data)
    }
}

final class ResponseCache {
    static let shared = ResponseCache()
    let (updates, updatesObserver) = Signal<(path: String, data: Data), Never>.pipe()

    func store(_ data: Data, for path: String) {
        updatesObserver.send(value: (path, data))
    }
}

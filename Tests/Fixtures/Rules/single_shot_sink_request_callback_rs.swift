import Alamofire
import ReactiveSwift

enum NetworkError: Error { case network(Error), parsing(Error) }

// The observer is used only in the completion handler of one request, which runs once (or,
// before the request is made, to fail): one response or one failure per start.
enum NetworkCore {
    static func request(_ url: String) -> SignalProducer<Data?, NetworkError> { // expect: finding rule=one_shot_publisher_api
        return SignalProducer { observer, lifetime in
            do {
                let parameters = try makeParameters()
                AF.request(url, parameters: parameters).responseData { response in
                    self.handleResponse(observer: observer, response: response)
                }
            } catch let error {
                observer.send(error: .parsing(error))
            }
        }
    }
    static func makeParameters() throws -> [String: Any] { [:] }
    static func handleResponse(observer: Signal<Data?, NetworkError>.Observer, response: AFDataResponse<Data>) {
        observer.send(value: response.data)
        observer.sendCompleted()
    }

    // Helpers that build the request fail the observer before it is made; they run once, in
    // the producer's own body.
    static func checked(_ path: String) -> SignalProducer<Data?, NetworkError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            let url = makeURL(path, observer: observer)
            AF.request(url).responseData { response in
                self.handleResponse(observer: observer, response: response)
            }
        }
    }
    static func makeURL(_ path: String, observer: Signal<Data?, NetworkError>.Observer) -> String { path }

    // The same helper handed the observer from a timer's closure runs on every tick.
    static func polled(_ path: String) -> SignalProducer<Data?, NetworkError> {
        SignalProducer { observer, _ in
            Timer.scheduledTimer(withTimeInterval: 5, repeats: true) { _ in _ = makeURL(path, observer: observer) }
            AF.request(path).responseData { response in
                self.handleResponse(observer: observer, response: response)
            }
        }
    }

    // One request per page, each answering into the same observer: several values.
    static func pages(_ urls: [String]) -> SignalProducer<Data?, NetworkError> {
        SignalProducer { observer, _ in
            for url in urls {
                AF.request(url).responseData { response in observer.send(value: response.data) }
            }
        }
    }
}

final class Loader {
    var data: Data?
    func load() {
        NetworkCore.pages(["a", "b"]).startWithValues { [weak self] in self?.data = $0 } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
        NetworkCore.request("x").startWithResult { [weak self] result in self?.data = try? result.get() } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        NetworkCore.checked("x").startWithResult { [weak self] result in self?.data = try? result.get() } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        NetworkCore.polled("x").startWithValues { [weak self] in self?.data = $0 } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
    }
}

import Alamofire
import ReactiveSwift

/// Producers wrapping one call of a client library: the closures handed over as the call's
/// outcome (`success:`/`failure:`, Alamofire's response handlers and the ones its extensions add)
/// run once, so the producer answers once. A `progress:` closure is called many times: what it
/// sends is a stream.
final class TimelineClient {
    let api = TwitterClient()

    func tweet(id: String) -> SignalProducer<String, Error> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, lifetime in
            guard !lifetime.hasEnded else {
                observer.sendInterrupted()
                return
            }
            self.api.getTweet(for: id, success: { json in
                observer.send(value: json)
            }, failure: { error in
                observer.send(error: error)
            })
        }
    }

    func items(category: String) -> SignalProducer<[String], Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { sink, _ in
            AF.request("https://example.com/items", parameters: ["category": category])
                .responseArray { (response: DataResponse<[String], AFError>) in
                    sink.send(value: response.value ?? [])
                }
        }
    }

    func upload(_ data: Data) -> SignalProducer<Double, Error> {
        SignalProducer { observer, _ in
            self.api.upload(data, progress: { fraction in
                observer.send(value: fraction)
            }, failure: { error in
                observer.send(error: error)
            })
        }
    }
}

final class TimelineViewController: UIViewController {
    let client = TimelineClient()
    var text = ""
    var items: [String] = []
    var progress = 0.0

    func load() {
        client.tweet(id: "1").startWithResult { [weak self] result in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            self?.text = (try? result.get()) ?? ""
        }
        client.items(category: "news").startWithValues { [weak self] in self?.items = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        client.upload(Data()).startWithValues { [weak self] in self?.progress = $0 } // expect: pipeline verdict=keep rule=continuous_stream
    }
}

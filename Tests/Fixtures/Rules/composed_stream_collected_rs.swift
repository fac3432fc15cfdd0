import ReactiveSwift

// Collecting the next few values of a stream (`take(first: 3).collect()`) yields one array,
// but the stream still drives the work: it stays a stream. Taking several values is itself
// evidence of a stream when the source is out of reach. A request collected is still once.
final class HistoryRecorder {
    private(set) var states: [Int] = []
    private(set) var pages: [String] = []
    let (counts, countsObserver) = Signal<Int, Never>.pipe()

    func record(feed: StateFeed, client: PageClient) {
        counts.take(first: 3).collect()
            .observeValues { [weak self] in self?.states = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        feed.states().take(first: 4).collect()
            .startWithValues { [weak self] in self?.states = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        client.page(1).collect()
            .startWithValues { [weak self] in self?.pages = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }

    func tick(_ value: Int) { countsObserver.send(value: value) }
}

final class PageClient {
    func page(_ number: Int) -> SignalProducer<String, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer(value: "page \(number)")
    }
}

import ReactiveSwift
import UIKit

// A module's own operator on a producer (`pairs()`) says only "self" in its body: the
// property it is called on is the source, and the pipeline is judged by that property.
extension SignalProducer {
    func pairs() -> SignalProducer<(Value, Value), Error> {
        return combinePrevious()
    }
}

final class PageDots: UIView {
    let selectedPage = MutableProperty(0)
    let pageCount = MutableProperty(1)
    private(set) var highlighted = 0
    private(set) var dots = 0

    func bind(to pages: SignalProducer<Int, Never>) {
        selectedPage <~ pages // expect: pipeline verdict=keep rule=continuous_stream hazards=
        pageCount <~ pages.map { $0 + 1 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        selectedPage.producer.pairs()
            .startWithValues { [weak self] _, current in self?.highlighted = current } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
        selectedPage.producer
            .startWithValues { [weak self] page in self?.highlighted = page } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
        pageCount.producer.pairs()
            .startWithValues { [weak self] _, count in self?.dots = count } // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

import RxCocoa
import RxSwift
import UIKit

// A pairing of values that each come once (`zip`, `combineLatest`) is one pair: awaiting
// both. Merging them hands on each value, a fixed few then the end: plain calls in order say
// that, so it is value-shaped too (but no Task awaits one of them). Pairing with a relay
// follows the relay.

protocol SearchAPI {
    func total(for query: String) -> Single<Int>
}

final class SearchTitleModel {
    let title: Observable<String>
    let everything: Observable<String>
    let live: Observable<String>
    let filter = BehaviorRelay(value: "")
    func filterDidChange(_ text: String) { filter.accept(text) }

    init(query: String, api: SearchAPI) {
        let total = api.total(for: query).asObservable()
        title = Observable.zip(Observable.just(query), total).map { "\($0): \($1) results" }
        everything = Observable.merge(Observable.just(query), Observable.just("all"))
        live = Observable.combineLatest(filter.asObservable(), total).map { "\($0) \($1)" }
    }
}

final class SearchTitleViewController: UIViewController {
    var model: SearchTitleModel!
    private let subtitleLabel = UILabel()
    private let liveLabel = UILabel()
    private let disposeBag = DisposeBag()

    func bindModel() {
        model.title
            .bind(to: rx.title) // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
            .disposed(by: disposeBag)
        model.everything
            .bind(to: subtitleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
            .disposed(by: disposeBag)
        model.live
            .bind(to: liveLabel.rx.text) // expect: pipeline verdict=keep rule=composed_stream cadence=stream hazards=
            .disposed(by: disposeBag)
    }
}

import RxCocoa
import RxSwift
import UIKit

// A struct's `self` is a copy, but the copy still refers to the objects the struct holds: a
// closure capturing it, kept in the struct's `DisposeBag` (a class), keeps that bag alive
// through itself, and neither is ever released. A bag that is a value, or a closure that
// does not use `self`, forms no cycle.
struct KeyboardInsetHandler {
    let scrollView: UIScrollView
    let heights: Observable<CGFloat>
    private let disposeBag = DisposeBag()

    func start() {
        heights.subscribe(onNext: { [self] height in // expect: pipeline verdict=keep hazards=strong_self_in_sink
            self.scrollView.contentInset.bottom = height
        }).disposed(by: disposeBag)
        let scrollView = self.scrollView
        heights.subscribe(onNext: { height in scrollView.contentInset.top = height }).disposed(by: disposeBag) // expect: pipeline verdict=keep hazards=
    }
}

struct BagHoldingSummary {
    let titles: Observable<String>
    var bags: [Disposable] = []

    mutating func start(label: UILabel) {
        bags.append(titles.subscribe(onNext: { [self] title in label.text = title + "\(self.bags.count)" })) // expect: pipeline verdict=keep hazards=
    }
}

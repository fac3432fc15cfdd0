import RxCocoa
import RxSwift
import UIKit

protocol Loading {}
protocol Refreshing: Loading {}

class ScreenModel {
    // Written by a subclass of a subclass (DetailScreenModel below), which also adopts two
    // protocols that share a parent.
    let heading = BehaviorRelay<String>(value: "")
}

class ListScreenModel: ScreenModel {}

final class DetailScreenModel: ListScreenModel, Loading, Refreshing {
    func didLoad(name: String) {
        heading.accept(name)
    }
}

final class DetailHeaderView: UIView {
    private let label = UILabel()
    private let bag = DisposeBag()

    func bind(_ model: ScreenModel) {
        model.heading.bind(to: label.rx.text).disposed(by: bag) // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

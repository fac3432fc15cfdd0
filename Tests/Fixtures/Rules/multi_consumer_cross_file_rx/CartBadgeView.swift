import RxSwift
import UIKit

final class CartBadgeView: UIView {
    private let countLabel = UILabel()
    private let disposeBag = DisposeBag()

    func bind(to store: CartStore) {
        store.itemCount
            .map { $0 == 0 ? "" : "\($0)" }
            .subscribe(onNext: { [weak self] text in self?.countLabel.text = text }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=3
            .disposed(by: disposeBag)
        store.itemCountChanges
            .map { $0 == 0 }
            .subscribe(onNext: { [weak self] empty in self?.isHidden = empty }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=3
            .disposed(by: disposeBag)
    }
}

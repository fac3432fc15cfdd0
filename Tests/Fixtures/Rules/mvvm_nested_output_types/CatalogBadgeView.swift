import RxSwift
import UIKit

/// Holds a catalog's output in a stored property rather than a local.
final class CatalogBadgeView: UIView {
    private let output: CatalogViewModel.Output
    private let disposeBag = DisposeBag()
    private(set) var count = 0

    init(output: CatalogViewModel.Output) {
        self.output = output
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    func bind() {
        output.items
            .subscribe(onNext: { [weak self] items in self?.count = items.count }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= source=behaviorRelay consumers=2
            .disposed(by: disposeBag)
    }
}

import RxSwift
import UIKit

final class CatalogViewController: UIViewController {
    var viewModel: ViewModel?
    private let disposeBag = DisposeBag()
    private(set) var rows: [String] = []

    func bindViewModel() {
        guard let viewModel = viewModel as? CatalogViewModel else { return }
        let output = viewModel.transform()
        output.items
            .subscribe(onNext: { [weak self] items in self?.rows = items }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= source=behaviorRelay consumers=2
            .disposed(by: disposeBag)
    }
}

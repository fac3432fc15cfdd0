import RxSwift
import UIKit

final class ReceiptViewController: UIViewController {
    var viewModel: ViewModel?
    private let disposeBag = DisposeBag()
    private(set) var rows: [String] = []

    func bindViewModel() {
        guard let viewModel = viewModel as? ReceiptViewModel else { return }
        let output = viewModel.transform()
        output.items
            .subscribe(onSuccess: { [weak self] items in self?.rows = items }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= source=single
            .disposed(by: disposeBag)
    }
}

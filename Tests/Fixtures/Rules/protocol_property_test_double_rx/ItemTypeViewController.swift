import RxCocoa
import RxSwift
import UIKit

final class ItemTypeViewController: UITableViewController {
    var viewModel: ItemTypeViewModelType!
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.typeList
            .bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, kind, cell in cell.textLabel?.text = kind } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        viewModel.selection
            .subscribe(onNext: { [weak self] kind in self?.title = kind }) // expect: pipeline verdict=keep hazards=
            .disposed(by: disposeBag)
    }
}

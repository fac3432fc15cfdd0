import RxCocoa
import RxSwift
import UIKit

// A member of what `transform(_:)` returns is read through the method's declared return type:
// `Output.items` is a relay fed on every reload, `Output.title` one value.
final class FeedViewController: UIViewController {
    private let viewModel = FeedViewModel()
    private let disposeBag = DisposeBag()
    private let tableView = UITableView()
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let refresh = rx.methodInvoked(#selector(viewWillAppear(_:))).map { _ in }
        viewModel.transform(FeedViewModel.Input(refresh: refresh))
            .items
            .subscribe(onNext: { [weak self] in self?.rows = $0 }) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
        viewModel.transform(FeedViewModel.Input(refresh: refresh))
            .title
            .bind(to: rx.title) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }
}

import RxCocoa
import RxSwift
import UIKit

// A base controller accepts into its relay once, when its view has loaded; subclasses hand the
// relay to their view model's `Input`, which only reads it.
class BaseViewController: UIViewController {
    let viewDidLoadRelay = PublishRelay<Void>()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        bind()
        viewDidLoadRelay.accept(())
    }

    func bind() {}
}

final class BookmarksViewController: BaseViewController {
    private let viewModel = BookmarksViewModel()
    private let refreshRelay = PublishRelay<Void>()

    override func bind() {
        let input = BookmarksViewModel.Input(viewAppear: viewDidLoadRelay, refresh: refreshRelay)
        viewModel.transform(input)
    }

    @objc private func pulledToRefresh() {
        refreshRelay.accept(())
    }
}

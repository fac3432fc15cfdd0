import RxCocoa
import RxSwift
import UIKit

final class InboxReactor {
    let action = PublishSubject<InboxAction>()
}

enum InboxAction {
    case refresh
    case select(Int)
}

/// RxViewController's `rx.viewDidLoad` fires once per controller: a trigger for the first
/// load, not a stream; taps keep coming.
final class InboxViewController: UIViewController {
    private let reactor = InboxReactor()
    private let refreshButton = UIButton()
    private let disposeBag = DisposeBag()

    func bind() {
        rx.viewDidLoad
            .map { InboxAction.refresh }
            .bind(to: reactor.action) // expect: pipeline verdict=rewrite rule=single_shot_sink
            .disposed(by: disposeBag)
        refreshButton.rx.tap
            .map { InboxAction.refresh }
            .bind(to: reactor.action) // expect: pipeline verdict=keep rule=continuous_stream
            .disposed(by: disposeBag)
    }
}

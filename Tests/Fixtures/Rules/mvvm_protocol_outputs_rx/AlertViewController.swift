import RxCocoa
import RxSwift
import UIKit

final class AlertViewController: UIViewController {
    private let viewModel: AlertViewModel
    private let badgeModel = BadgeViewModel()
    private let messageLabel = UILabel()
    private let accessibilityLabel = UILabel()
    private let badgeLabel = UILabel()
    private let disposeBag = DisposeBag()

    init(viewModel: AlertViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let outputs = viewModel.outputs
        outputs.message
            .bind(to: messageLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= source=just
            .disposed(by: disposeBag)
        // A second subscriber of the same constant: still one value each.
        outputs.message
            .bind(to: accessibilityLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= source=just
            .disposed(by: disposeBag)
        outputs.dismissals
            .subscribe(onNext: { [weak self] in self?.dismiss(animated: true) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        badgeModel.outputs.count
            .map(String.init)
            .bind(to: badgeLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= source=just
            .disposed(by: disposeBag)
    }
}

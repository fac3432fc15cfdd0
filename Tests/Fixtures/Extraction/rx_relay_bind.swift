import RxCocoa
import RxSwift
import UIKit

final class OrderSummaryViewModel {
    let totalText = BehaviorRelay<String>(value: "€ 0.00")
    let isCheckoutEnabled = BehaviorRelay<Bool>(value: false)
    func update(total: String, canCheckout: Bool) {
        totalText.accept(total)
        isCheckoutEnabled.accept(canCheckout)
    }
}

final class OrderSummaryViewController: UIViewController {
    private let viewModel = OrderSummaryViewModel()
    private let totalLabel = UILabel()
    private let checkoutButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.totalText.bind(to: totalLabel.rx.text).disposed(by: disposeBag) // expect: pipeline source=behaviorRelay terminal=bind framework=rxswift ops= context=mainActor type=OrderSummaryViewController function=viewDidLoad
        viewModel.isCheckoutEnabled
            .distinctUntilChanged()
            .bind(to: checkoutButton.rx.isEnabled) // expect: pipeline source=behaviorRelay terminal=bind framework=rxswift ops=distinctUntilChanged context=mainActor type=OrderSummaryViewController function=viewDidLoad
            .disposed(by: disposeBag)
    }
}

import RxCocoa
import RxSwift
import UIKit

final class CheckoutViewModel {
    let errorMessages = PublishRelay<String>()
}

final class CheckoutViewController: UIViewController {
    private let viewModel = CheckoutViewModel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.errorMessages
            .asSignal()
            .emit(onNext: { [weak self] message in // expect: pipeline source=relay terminal=emit framework=rxswift ops=asSignal context=mainActor type=CheckoutViewController function=viewDidLoad
                let alert = UIAlertController(title: "Payment failed", message: message, preferredStyle: .alert)
                self?.present(alert, animated: true)
            })
            .disposed(by: disposeBag)
    }
}

import RxCocoa
import RxSwift
import UIKit

final class LoginViewController: UIViewController {
    private let loginButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()
    var onLogin: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton.rx.tap
            .throttle(.milliseconds(500), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in // expect: pipeline source=controlEvent terminal=subscribe framework=rxswift ops=throttle context=mainActor type=LoginViewController function=viewDidLoad
                self?.onLogin?()
            })
            .disposed(by: disposeBag)
    }
}

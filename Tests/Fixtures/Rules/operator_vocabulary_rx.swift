import RxCocoa
import RxGesture
import RxSwift
import Swinject
import UIKit

protocol ProfileServicing {
    func profile() -> Single<String>
}

final class ProfileViewController: UIViewController {
    private let logoutButton = UIButton()
    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let messages = PublishRelay<String>()
    private let container = Container()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        // RxSwift 6's `withUnretained` is an operator, not a call of the app's.
        logoutButton.rx.tap
            .withUnretained(self)
            .subscribe(onNext: { owner, _ in owner.dismiss(animated: true) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        // RxGesture's `when(.recognized)` narrows a gesture stream.
        avatarView.rx.tapGesture()
            .when(.recognized)
            .subscribe(onNext: { [weak self] _ in self?.nameLabel.isHidden.toggle() }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        // `ObservableType.just` reached through a relay type: one value.
        PublishRelay<String>.just("Welcome")
            .bind(to: messages) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        // The type Swinject is asked for is the service's.
        guard let service = container.resolve(ProfileServicing.self) else { return }
        service.profile()
            .debug("profile")
            .subscribe(onSuccess: { [weak self] name in self?.nameLabel.text = name }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }
}

import RxCocoa
import RxSwift

final class RegistrationViewModel {
    let email = BehaviorRelay<String>(value: "")
    let password = BehaviorRelay<String>(value: "")
    let isSubmitEnabled = BehaviorRelay<Bool>(value: false)
    private let disposeBag = DisposeBag()

    init() {
        Observable.combineLatest(email, password)
            .map { email, password in email.contains("@") && password.count >= 8 }
            .distinctUntilChanged()
            .bind(to: isSubmitEnabled) // expect: pipeline source=combined terminal=bind framework=rxswift ops=map,distinctUntilChanged context=none type=RegistrationViewModel function=init
            .disposed(by: disposeBag)
    }
}

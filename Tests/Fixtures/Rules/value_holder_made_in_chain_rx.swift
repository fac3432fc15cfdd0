import RxCocoa
import RxSwift

// A value holder made where the chain starts is held by nobody: nothing can give it another
// value, so each subscriber gets its first one. One that is stored and accepted into later is
// state.
final class LoginModel {
    let isExecuting: Driver<Bool>
    let isValid: Driver<Bool>
    private let validity = BehaviorRelay(value: false)

    init() {
        isExecuting = Variable(false).asDriver().distinctUntilChanged()
        isValid = validity.asDriver()
    }

    func check(_ name: String) {
        validity.accept(!name.isEmpty)
    }
}

final class LoginScreen {
    let model = LoginModel()
    let bag = DisposeBag()
    var spinning = false
    var enabled = false

    func bind() {
        model.isExecuting.drive(onNext: { [weak self] in self?.spinning = $0 }).disposed(by: bag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        model.isValid.drive(onNext: { [weak self] in self?.enabled = $0 }).disposed(by: bag) // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

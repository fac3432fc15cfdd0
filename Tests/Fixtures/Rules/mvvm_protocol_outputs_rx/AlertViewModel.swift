import RxRelay
import RxSwift

/// Inputs and outputs declared as protocols, the view model adopting them: a reader of
/// `outputs.message` sees only the requirement, and must look at the adopter for what it emits.
protocol AlertViewModelOutputs {
    var message: Observable<String> { get }
    var dismissals: Observable<Void> { get }
}

protocol AlertViewModelType {
    var outputs: AlertViewModelOutputs { get }
}

final class AlertViewModel: AlertViewModelType, AlertViewModelOutputs {
    var outputs: AlertViewModelOutputs { self }

    let message: Observable<String>
    let dismissals: Observable<Void>
    private let dismissRelay = PublishRelay<Void>()

    init(message: String) {
        self.message = Observable.just(message)
        dismissals = dismissRelay.asObservable()
    }

    func dismiss() {
        dismissRelay.accept(())
    }
}

import RxCocoa
import RxSwift
import UIKit

/// `drive(with: self) { (self, value) in … }` and `withUnretained(self)` hand the closure a
/// parameter named `self`: inside it `self` is that parameter, not a strong capture.
final class AccountViewController: UIViewController {
    private let nameLabel = UILabel()
    private let model = AccountModel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.name
            .drive(with: self, onNext: { (self, name) in // expect: pipeline verdict=keep rule=continuous_stream hazards=
                self.nameLabel.text = name
            })
            .disposed(by: disposeBag)
        model.taps.asSignal()
            .withUnretained(self)
            .emit(onNext: { (self, _) in // expect: pipeline verdict=keep rule=continuous_stream hazards=
                self.view.endEditing(true)
            })
            .disposed(by: disposeBag)
        model.dismissals.asSignal()
            .emit(onNext: { _ in // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
                self.view.endEditing(true)
            })
            .disposed(by: disposeBag)
    }
}

final class AccountModel {
    private let names = PublishRelay<String>()
    let taps = PublishRelay<Void>()
    let dismissals = PublishRelay<Void>()
    var name: Driver<String> { names.asDriver(onErrorJustReturn: "") }

    func rename(_ name: String) { names.accept(name) }
    func tap() { taps.accept(()) }
    func dismiss() { dismissals.accept(()) }
}

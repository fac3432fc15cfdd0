import RxCocoa
import RxSwift
import UIKit

final class AccountViewModel {
    let title = BehaviorRelay<String>(value: "")
    let firstName = BehaviorRelay<String>(value: "")
    let lastName = BehaviorRelay<String>(value: "")
    func load(first: String, last: String) {
        title.accept("\(first) \(last)")
        firstName.accept(first)
        lastName.accept(last)
    }
    let errors = PublishRelay<String>()
    let logouts = PublishSubject<Void>()
}

final class AccountViewController: UIViewController {
    private let viewModel = AccountViewModel()
    private let titleLabel = UILabel()
    private let nameLabel = UILabel()
    private let initialsLabel = UILabel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.title
            .asDriver()
            .drive(titleLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
        viewModel.errors
            .asSignal()
            .emit(onNext: { [weak self] message in self?.showAlert(message) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        Observable.combineLatest(viewModel.firstName, viewModel.lastName) { "\($0) \($1)" }
            .asDriver(onErrorJustReturn: "")
            .drive(nameLabel.rx.text) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
        viewModel.firstName
            .map { String($0.prefix(1)) }
            .subscribe(onNext: { [weak self] initial in self?.initialsLabel.text = initial }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
            .disposed(by: disposeBag)
        viewModel.logouts
            .subscribe(onNext: { [weak self] in self?.dismiss(animated: true) }) // expect: pipeline verdict=keep rule=continuous_stream hazards= consumers=1
            .disposed(by: disposeBag)
    }

    func startPolling(probe: @escaping () -> Bool) {
        let reachability = Observable<Int>.interval(.seconds(5), scheduler: MainScheduler.instance)
            .map { _ in probe() }
            .share(replay: 1)
        reachability
            .subscribe(onNext: { [weak self] reachable in self?.view.alpha = reachable ? 1 : 0.5 }) // expect: pipeline verdict=keep rule=timing_stream hazards=
            .disposed(by: disposeBag)
    }

    private func showAlert(_ message: String) {
        present(UIAlertController(title: message, message: nil, preferredStyle: .alert), animated: true)
    }
}

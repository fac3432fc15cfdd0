import RxCocoa
import RxSwift
import UIKit

final class LoginViewController: UIViewController {
    private let usernameField = UITextField()
    private let passwordField = UITextField()
    private let loginButton = UIButton(type: .system)
    private let helpButton = UIButton(type: .system)
    private let pushes = PublishSubject<String>()
    private let deepLinks = PublishSubject<String>()
    private let searchTerms = PublishRelay<String>()
    private let presses = PublishSubject<Int>()
    private let disposeBag = DisposeBag()
    var authenticate: (String, String) -> Observable<Bool> = { _, _ in .empty() }
    var suggestions: (String) -> Observable<[String]> = { _ in .empty() }

    override func viewDidLoad() {
        super.viewDidLoad()
        Observable.combineLatest(usernameField.rx.text.orEmpty, passwordField.rx.text.orEmpty)
            .map { !$0.isEmpty && $1.count >= 8 }
            .bind(to: loginButton.rx.isEnabled) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
        loginButton.rx.tap
            .withLatestFrom(usernameField.rx.text.orEmpty)
            .flatMapLatest { [unowned self] name in self.authenticate(name, self.passwordField.text ?? "") }
            .subscribe(onNext: { [weak self] ok in self?.finishLogin(ok) }) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
        Observable.merge(pushes, deepLinks)
            .subscribe(onNext: { [weak self] route in self?.open(route) }) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
        searchTerms
            .flatMapLatest { [unowned self] term in self.suggestions(term) }
            .subscribe(onNext: { [weak self] list in self?.show(list) }) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
        presses
            .scan(0, accumulator: +)
            .subscribe(onNext: { [weak self] total in self?.title = "\(total)" }) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
        helpButton.rx.tap
            .map { "help" }
            .subscribe(onNext: { [weak self] route in self?.open(route) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }

    private func finishLogin(_ ok: Bool) {}
    private func open(_ route: String) {}
    private func show(_ list: [String]) {}
}

import RxCocoa
import RxSwift
import UIKit

final class ComposerViewModel {
    let draft = PublishRelay<String>()
}

final class ComposerViewController: UIViewController {
    private let viewModel = ComposerViewModel()
    private let textField = UITextField()
    private let sendButton = UIButton(type: .system)
    private let typing = PublishSubject<Bool>()
    private var sentCount = 0
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.sentCount += 1 }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        textField.rx.text.orEmpty
            .bind(to: viewModel.draft) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        typing
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] isTyping in self?.navigationItem.prompt = isTyping ? "typing…" : nil }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        Observable.from(["Hi", "Thanks", "On my way"])
            .subscribe(onNext: { print("quick reply:", $0) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

import RxCocoa
import RxRelay
import RxSwift
import UIKit

/// Another view model with an output of the same name, `message`, that streams: `let outputs =
/// viewModel.outputs` in each controller must reach its own view model's `message`, through the
/// type of `viewModel` and of its `outputs`, not whichever `message` comes first.
protocol ToastViewModelOutputs {
    var message: Observable<String> { get }
}

final class ToastViewModel {
    var outputs: ToastViewModelOutputs { ToastOutputs(messages: messages) }
    private let messages = PublishRelay<String>()

    func show(_ text: String) {
        messages.accept(text)
    }
}

struct ToastOutputs: ToastViewModelOutputs {
    let messages: PublishRelay<String>
    var message: Observable<String> { messages.asObservable() }
}

final class ToastViewController: UIViewController {
    private let viewModel = ToastViewModel()
    private let toastLabel = UILabel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let outputs = viewModel.outputs
        outputs.message
            .bind(to: toastLabel.rx.text) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

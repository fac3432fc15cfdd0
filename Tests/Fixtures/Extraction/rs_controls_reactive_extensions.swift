import ReactiveCocoa
import ReactiveSwift
import UIKit

final class CommentComposerViewController: UIViewController {
    private let textField = UITextField()
    private let sendButton = UIButton(type: .system)
    private(set) var draft = ""
    var onSend: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        textField.reactive.continuousTextValues
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .observeValues { [weak self] text in self?.draft = text } // expect: pipeline source=controlEvent terminal=observeValues framework=reactiveswift ops=map context=mainActor type=CommentComposerViewController function=viewDidLoad

        sendButton.reactive.controlEvents(.touchUpInside)
            .observeValues { [weak self] _ in // expect: pipeline source=controlEvent terminal=observeValues framework=reactiveswift ops= context=mainActor type=CommentComposerViewController function=viewDidLoad
                guard let self else { return }
                self.onSend?(self.draft)
            }
    }
}

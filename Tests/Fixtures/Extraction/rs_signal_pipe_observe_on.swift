import ReactiveCocoa
import ReactiveSwift
import UIKit

final class ToastCenter {
    let (messages, messagesObserver) = Signal<String, Never>.pipe()
}

final class ToastHostViewController: UIViewController {
    private let center = ToastCenter()
    private let toastLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        center.messages
            .observe(on: UIScheduler())
            .take(during: reactive.lifetime)
            .observeValues { [weak self] text in // expect: pipeline source=subject terminal=observeValues framework=reactiveswift ops=observe,take context=mainActor type=ToastHostViewController function=viewDidLoad
                self?.toastLabel.text = text
            }
    }
}

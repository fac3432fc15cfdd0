import ReactiveCocoa
import ReactiveSwift
import UIKit

final class KeyboardAwareViewController: UIViewController {
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.reactive
            .notifications(forName: UIResponder.keyboardWillChangeFrameNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .take(during: reactive.lifetime)
            .observeValues { [weak self] frame in // expect: pipeline source=notification terminal=observeValues framework=reactiveswift ops=compactMap,take context=mainActor type=KeyboardAwareViewController function=viewDidLoad
                self?.scrollView.contentInset.bottom = frame.height
            }
    }
}

import ReactiveCocoa
import ReactiveSwift
import UIKit

/// ReactiveCocoa's `NotificationCenter.default.reactive.keyboard(_:)` and `keyboardChange`
/// are the keyboard's notifications, mapped to a `KeyboardChangeContext`: with one observer
/// and nothing timed or combined, `notifications(named:)` in a `for await` says the same.
final class LoginPopupViewController: UIViewController {
    private let bottomConstraint = NSLayoutConstraint()
    private let (lifetime, token) = Lifetime.make()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.reactive.keyboard(.willShow)
            .take(during: lifetime)
            .observeValues { [weak self] context in self?.bottomConstraint.constant = context.endFrame.height } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
        NotificationCenter.default.reactive.keyboardChange
            .take(during: lifetime)
            .throttle(0.3, on: QueueScheduler.main)
            .observeValues { [weak self] context in self?.bottomConstraint.constant = context.endFrame.height } // expect: pipeline verdict=keep rule=timing_stream hazards=
    }
}

import RxCocoa
import RxFeedback
import RxSwift
import UIKit

// A Driver can share and replay, but one subscriber that subscribes once shares with nobody and
// is never late: the verdict follows the source. A feedback loop's `system` is a state stream.
final class KeyboardAwareViewController: UIViewController {
    private let disposeBag = DisposeBag()
    private var bottomInset: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
            .map { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height ?? 0 }
            .asDriver(onErrorJustReturn: 0)
            .drive(onNext: { [weak self] in self?.bottomInset = $0 }) // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .disposed(by: disposeBag)

        let heights = NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
            .map { _ in CGFloat(0) }
            .asDriver(onErrorJustReturn: 0)
        heights.drive(onNext: { [weak self] in self?.bottomInset = $0 }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)
        heights.drive(onNext: { print("hidden", $0) }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)

        Driver.system(initialState: 0, reduce: { state, event in state + event }, feedback: { _ in Driver.just(1) })
            .drive() // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

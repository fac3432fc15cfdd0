import RxCocoa
import RxSwift
import UIKit

@MainActor
final class SessionTimeoutGuard {
    private let disposeBag = DisposeBag()
    private var backgroundedAt: Date?

    func install() {
        NotificationCenter.default.rx
            .notification(UIApplication.didEnterBackgroundNotification)
            .map { _ in Date() }
            .subscribe(onNext: { [weak self] date in self?.backgroundedAt = date }) // expect: pipeline source=notification terminal=subscribe framework=rxswift ops=map context=mainActor type=SessionTimeoutGuard function=install
            .disposed(by: disposeBag)
    }
}

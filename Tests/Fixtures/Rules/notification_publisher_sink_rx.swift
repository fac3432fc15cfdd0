import RxCocoa
import RxSwift
import UIKit

extension Notification.Name {
    static let themeChanged = Notification.Name("themeChanged")
}

final class PlayerViewController: UIViewController {
    private let statusLabel = UILabel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.rx.notification(UIApplication.willResignActiveNotification)
            .subscribe(onNext: { [weak self] _ in self?.pause() }) // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .disposed(by: disposeBag)
        NotificationCenter.default.rx.notification(UIApplication.didBecomeActiveNotification)
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.resume() }) // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .disposed(by: disposeBag)
        NotificationCenter.default.rx.notification(.themeChanged)
            .map { _ in "Theme changed" }
            .bind(to: statusLabel.rx.text) // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .disposed(by: disposeBag)
        NotificationCenter.default.rx.notification(UIDevice.orientationDidChangeNotification)
            .throttle(.milliseconds(500), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.relayout() }) // expect: pipeline verdict=keep rule=timing_stream hazards=
            .disposed(by: disposeBag)
    }

    private func pause() {}
    private func resume() {}
    private func relayout() {}
}

final class MemoryWatcher {
    private(set) var warnings = 0
    private let disposeBag = DisposeBag()

    init() {
        NotificationCenter.default.rx.notification(UIApplication.didReceiveMemoryWarningNotification)
            .subscribe(onNext: { [weak self] _ in self?.warnings += 1 }) // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .disposed(by: disposeBag)
    }
}

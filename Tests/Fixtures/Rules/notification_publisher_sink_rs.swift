import ReactiveCocoa
import ReactiveSwift
import UIKit

final class DraftAutosaver {
    private(set) var savedAt: Date?

    init() {
        NotificationCenter.default.reactive
            .notifications(forName: UIApplication.didEnterBackgroundNotification)
            .observeValues { [weak self] _ in self?.savedAt = Date() } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
    }
}

final class ReaderViewController: UIViewController {
    private let fontLabel = UILabel()
    private let bannerLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.reactive
            .notifications(forName: UIContentSizeCategory.didChangeNotification)
            .observe(on: UIScheduler())
            .observeValues { [weak self] _ in self?.fontLabel.font = .preferredFont(forTextStyle: .body) } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
        NotificationCenter.default.reactive
            .notifications(forName: UIApplication.significantTimeChangeNotification)
            .observeValues { [weak self] _ in self?.reloadArticles() } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
        bannerLabel.reactive.text <~ NotificationCenter.default.reactive // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .notifications(forName: UIApplication.userDidTakeScreenshotNotification)
            .map { _ in "Screenshot saved" }
        NotificationCenter.default.reactive
            .notifications(forName: UIScreen.brightnessDidChangeNotification)
            .debounce(0.5, on: QueueScheduler.main)
            .observeValues { [weak self] _ in self?.reloadArticles() } // expect: pipeline verdict=keep rule=timing_stream hazards=
        // The Swift 3–4 spelling of a UIKit notification: posted on main all the same.
        NotificationCenter.default.reactive
            .notifications(forName: NSNotification.Name.UIApplicationWillResignActive)
            .observeValues { [weak self] _ in self?.fontLabel.alpha = 0.5 } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
    }

    private func reloadArticles() {}
}

import Combine
import Foundation
import UIKit

// The rule is an error in a main-actor context only where the code shows the notification
// posted off main and nothing hops to main; a hop, a system notification posted on main, or a
// poster whose thread the code does not show make it a warning.

extension Notification.Name {
    static let syncFinished = Notification.Name("syncFinished")
    static let profileSaved = Notification.Name("profileSaved")
    static let themeChanged = Notification.Name("themeChanged")
}

final class SyncEngine {
    func run() {
        DispatchQueue.global().async {
            NotificationCenter.default.post(name: .syncFinished, object: nil)
        }
    }

    func save() {
        NotificationCenter.default.post(name: .profileSaved, object: nil)
    }
}

@MainActor
final class StatusViewController: UIViewController {
    private let statusLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: .syncFinished)
            .sink { [weak self] _ in self?.statusLabel.text = "Synced" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .syncFinished)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.statusLabel.text = "Synced" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .profileSaved)
            .sink { [weak self] _ in self?.statusLabel.text = "Saved" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { [weak self] _ in self?.statusLabel.text = "Active" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .syncFinished)
            .sink { _ in Task { await Self.reload() } } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=task_in_sink
            .store(in: &cancellables)
    }

    static func reload() async {}
}

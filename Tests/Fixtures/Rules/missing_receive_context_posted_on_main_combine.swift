import Combine
import UIKit

extension Notification.Name {
    static let openProfile = Notification.Name("openProfile")
    static let profileSynced = Notification.Name("profileSynced")
}

// An app delegate is a UIResponder: its methods run on the main thread, so a notification it
// posts from their own code is delivered there. One posted from a completion handler may
// arrive on any thread.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        NotificationCenter.default.post(name: .openProfile, object: url.lastPathComponent)
        return true
    }

    func sync(with client: SyncClient) {
        client.pull { _ in
            NotificationCenter.default.post(name: .profileSynced, object: nil)
        }
    }
}

final class ProfileViewController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private let nameLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: .openProfile)
            .sink { [weak self] in self?.nameLabel.text = $0.object as? String } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .profileSynced)
            .sink { [weak self] _ in self?.nameLabel.text = "Synced" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
    }
}

final class SyncClient {
    func pull(completion: @escaping (Result<Void, Error>) -> Void) {
        completion(.success(()))
    }
}

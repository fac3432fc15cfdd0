import Combine
import UIKit

extension Notification.Name {
    static let playlistsDidChange = Notification.Name("playlistsDidChange")
    static let syncDidFail = Notification.Name("syncDidFail")
    static let backupListDidChange = Notification.Name("backupListDidChange")
}

// An actor's own code runs on its executor, not on main.
actor BackupStore {
    private var names: [String] = []

    func save(_ name: String) {
        names.append(name)
        NotificationCenter.default.post(name: .backupListDidChange, object: nil)
    }
}

@MainActor
final class SyncEngine {
    func start() {}
}

// The members of an extension share the type's isolation: `applyRemoteChanges` runs on the
// main actor although the extension itself says nothing about it.
extension SyncEngine {
    func applyRemoteChanges() async {
        NotificationCenter.default.post(name: .playlistsDidChange, object: nil)
    }

    nonisolated func reportFailure() async {
        NotificationCenter.default.post(name: .syncDidFail, object: nil)
    }
}

final class PlaylistsViewController: UIViewController {
    private let banner = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.publisher(for: .playlistsDidChange)
            .sink { [weak self] _ in self?.banner.text = "Updated" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .syncDidFail)
            .sink { [weak self] _ in self?.banner.text = "Sync failed" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .backupListDidChange)
            .sink { [weak self] _ in self?.banner.text = "Backups changed" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
    }
}

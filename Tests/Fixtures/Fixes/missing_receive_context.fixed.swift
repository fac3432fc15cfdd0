import Combine
import UIKit

extension Notification.Name {
    static let cartDidSync = Notification.Name("cartDidSync")
}

final class CartBadgeViewController: UIViewController {
    private let badge = UILabel()
    private var cancellables = Set<AnyCancellable>()
    private let session = URLSession.shared

    override func viewDidLoad() {
        super.viewDidLoad()
        // Posted by the sync engine on its own queue.
        let cartDidSyncNotifications = NotificationCenter.default.notifications(named: .cartDidSync).map({ $0.userInfo?["count"] as? Int ?? 0 }).makeAsyncIterator()
        let cartDidSyncTask = Task { [weak self] in
            var iterator = cartDidSyncNotifications
            while let count = await iterator.next() {
                guard !Task.isCancelled else { break }
                self?.badge.text = "\(count)"
            }
        }
        AnyCancellable { cartDidSyncTask.cancel() }.store(in: &cancellables)
    }

    func loadAvatar(from url: URL) {
        session.dataTaskPublisher(for: url).map(\.data).receive(on: DispatchQueue.main).sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in self?.view.layer.contents = data }).store(in: &cancellables)
    }
}

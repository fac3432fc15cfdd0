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
        NotificationCenter.default.publisher(for: .cartDidSync)
            .map { $0.userInfo?["count"] as? Int ?? 0 }
            .sink { [weak self] count in
                self?.badge.text = "\(count)"
            }
            .store(in: &cancellables)
    }

    func loadAvatar(from url: URL) {
        session.dataTaskPublisher(for: url).map(\.data).sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in self?.view.layer.contents = data }).store(in: &cancellables)
    }
}

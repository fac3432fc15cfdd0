// Migration question: a custom notification posted off the main thread, observed by UI code.
import Combine
import Foundation
import UIKit

extension Notification.Name {
    static let sessionDidExpire = Notification.Name("Shoply.sessionDidExpire")
}

/// Refreshes the auth token on a background queue and announces when the session is gone.
final class TokenRefresher {
    private let queue = DispatchQueue(label: "shoply.token-refresh")

    func refresh(_ token: String, using client: AuthClient) {
        queue.async {
            guard client.isValid(token) else {
                // Posted from `queue`: every observer runs on this background thread.
                NotificationCenter.default.post(name: .sessionDidExpire, object: nil)
                return
            }
        }
    }
}

protocol AuthClient {
    func isValid(_ token: String) -> Bool
}

/// Shows a "please sign in again" banner over the current screen.
@MainActor
final class SessionExpiryBannerController: UIViewController {
    private let banner = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.isHidden = true
        view.addSubview(banner)

        // Touches UIKit from the posting thread: no hop to the main queue.
        NotificationCenter.default.publisher(for: .sessionDidExpire)
            .sink { [weak self] _ in
                self?.banner.text = "Your session expired. Please sign in again."
                self?.banner.isHidden = false
            }
            .store(in: &cancellables)
    }
}

// A notification observer in a main-actor class; the notification may be posted from any queue.
import Foundation
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation
import ScenarioDomain
import ScenarioSupport // notifications(named:), which Linux Foundation lacks

@MainActor
public final class SessionExpiryObserver {
    private let banner: any SessionExpiredBanner
    private var cancellables = Set<AnyCancellable>()

    public init(banner: any SessionExpiredBanner) {
        self.banner = banner
    }

    public func start() {
        // expect: pipeline verdict=rewrite rule=notification_publisher_sink
        let sessionDidExpireNotifications = NotificationCenter.default.notifications(named: .sessionDidExpire).makeAsyncIterator()
        let sessionDidExpireTask = Task { [banner] in
            var iterator = sessionDidExpireNotifications
            while let _ = await iterator.next() {
                guard !Task.isCancelled else { break }
                banner.showSessionExpired()
            }
        }
        AnyCancellable { sessionDidExpireTask.cancel() }.store(in: &cancellables)
    }
}

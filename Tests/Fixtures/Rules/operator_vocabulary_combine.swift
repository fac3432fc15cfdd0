import AppKit
import Combine

@MainActor
final class SyncStatusModel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var appearance = ""
    private(set) var keyboardHeight = 0.0

    init() {
        // The other processes' notifications, through the shared distributed center.
        DistributedNotificationCenter.default()
            .publisher(for: Notification.Name("AppleInterfaceThemeChangedNotification"))
            .tryCompactMap { $0.object as? String }
            .assertNoFailure()
            .sink { [weak self] theme in self?.appearance = theme } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
        // The type `publisher(for:)` returns, built directly.
        NotificationCenter.Publisher(center: .default, name: NSWindow.didResizeNotification)
            .sink { [weak self] _ in self?.keyboardHeight = 0 } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
    }
}

import AppKit
import Combine

extension Notification.Name {
    static let indexRebuilt = Notification.Name("indexRebuilt")
}

// AppKit's text system posts as the user types, on main; the app's own notification arrives
// on whichever thread posts it, which nothing here shows.
@MainActor
final class CharacterCounter {
    private let textView: NSTextView
    private var cancellables = Set<AnyCancellable>()
    private(set) var count = 0

    init(textView: NSTextView) {
        self.textView = textView
        NotificationCenter.default.publisher(for: NSText.didChangeNotification, object: textView)
            .sink { [weak self] _ in self?.recount() } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: NSTextView.didChangeSelectionNotification, object: textView)
            .sink { [weak self] _ in self?.recount() } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .indexRebuilt)
            .sink { [weak self] _ in self?.recount() } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
    }

    private func recount() {
        count = textView.string.count
    }
}

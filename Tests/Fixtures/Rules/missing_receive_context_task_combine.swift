import Combine
import Foundation
import SwiftUI
import UIKit

// `Task { … }` runs on the actor of the code that starts it. Started in a type that is not
// main-actor isolated, its body runs on the global executor, so what it publishes reaches a
// main-actor sink off main (a warning: a module whose default isolation is the main actor, a
// build setting no source line shows, keeps it on main; SwiftUI's `onReceive` is left to
// notification_publisher_sink); started in a view controller (main-actor through UIKit), in a
// SwiftUI view, or marked `@MainActor`, it stays on main.

final class FeedStore {
    @Published var items: [String] = []
    @Published var badge = 0
    let refreshed = PassthroughSubject<Void, Never>()

    func reload(fetch: @escaping () async -> [String]) {
        Task {
            items = await fetch()
            refreshed.send(())
        }
        Task { @MainActor in
            self.badge = 1
        }
    }
}

final class FeedViewController: UIViewController {
    let store = FeedStore()
    let selection = PassthroughSubject<Int, Never>()
    private let countLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    func select(_ row: Int) {
        Task {
            selection.send(row)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        store.$items
            .sink { [weak self] items in self?.countLabel.text = "\(items.count)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
        store.refreshed
            .sink { [weak self] in self?.countLabel.isHidden = false } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
        store.$badge
            .sink { [weak self] value in self?.countLabel.tag = value } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        selection
            .sink { [weak self] row in self?.countLabel.text = "\(row)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}

extension Notification.Name {
    static let logCleared = Notification.Name("logCleared")
    static let cacheTrimmed = Notification.Name("cacheTrimmed")
}

struct LogView: View {
    let clear: () async -> Void
    @State private var cleared = false

    var body: some View {
        Button("Clear") {
            Task {
                await clear()
                NotificationCenter.default.post(name: .logCleared, object: nil)
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: .logCleared)) { _ in cleared = true } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
        .onReceive(NotificationCenter.default.publisher(for: .cacheTrimmed)) { _ in cleared = false } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
    }
}

final class CacheTrimmer {
    func trim() {
        Task {
            NotificationCenter.default.post(name: .cacheTrimmed, object: nil)
        }
    }
}

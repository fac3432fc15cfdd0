import Combine
import Foundation
import SwiftUI
import UIKit

extension Notification.Name {
    static let catalogImported = Notification.Name("catalogImported")
    static let themeChanged = Notification.Name("themeChanged")
}

/// Observers receive a notification on the thread that posted it: the posts decide.
final class CatalogImporter {
    func importPayload(_ data: Data) async {
        NotificationCenter.default.post(name: .catalogImported, object: nil)
    }
}

@MainActor
final class ThemeStore {
    func apply() {
        NotificationCenter.default.post(name: .themeChanged, object: nil)
    }
}

struct CatalogView: View {
    @State private var count = 0

    func reload() async {}

    var body: some View {
        Text("\(count)")
            .onReceive(NotificationCenter.default.publisher(for: .catalogImported)) { _ in // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
                count += 1
            }
            // The action only starts a Task, which awaits the model's own isolation.
            .onReceive(NotificationCenter.default.publisher(for: .catalogImported)) { _ in // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=task_in_sink
                Task { await reload() }
            }
    }
}

final class ThemeViewController: UIViewController {
    private let label = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Posted only on the main actor: delivered there.
        NotificationCenter.default.publisher(for: .themeChanged)
            .sink { [weak self] _ in self?.label.text = "theme" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default.publisher(for: .catalogImported)
            .sink { [weak self] _ in self?.label.text = "imported" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
    }
}

/// A publisher kept in a property arrives where its notification is posted, as one written in
/// place does.
struct CatalogBadge: View {
    @State private var imports = 0
    private let catalogUpdates = NotificationCenter.default.publisher(for: .catalogImported)
    private let themeUpdates = NotificationCenter.default.publisher(for: .themeChanged)

    var body: some View {
        Text("\(imports)")
            .onReceive(catalogUpdates) { _ in imports += 1 } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .onReceive(themeUpdates) { _ in imports = 0 } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
    }
}

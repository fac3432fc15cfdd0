import Combine
import Foundation
import SwiftUI

// A notification publisher kept in a property arrives where the notification is posted, as
// one written in place does: the property's notification name leads to its posters.

extension Notification.Name {
    static let libraryChanged = Self("libraryChanged")
    static let themeChanged = Self("themeChanged")
}

actor LibraryStore {
    func save() {
        NotificationCenter.default.post(name: .libraryChanged, object: nil)
    }
}

@MainActor
final class ThemeSettings {
    func apply() {
        NotificationCenter.default.post(name: .themeChanged, object: nil)
    }
}

struct LibraryView: View {
    @State private var revision = 0
    private let libraryUpdates = NotificationCenter.default.publisher(for: .libraryChanged)
    private let themeUpdates = NotificationCenter.default.publisher(for: .themeChanged)

    var body: some View {
        Text("\(revision)")
            .onReceive(libraryUpdates) { _ in revision += 1 } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .onReceive(themeUpdates) { _ in revision += 1 } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
    }
}

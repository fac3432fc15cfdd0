import Combine
import Foundation
import SwiftUI

// A notification's name handed to `onReceive` is not a publisher: the module's own overload
// observes it, one notification at a time, for this one view.

extension NSNotification {
    static let ImportFinished = NSNotification.Name("ImportFinished")
}

extension Notification.Name {
    static let exportFinished = Notification.Name("exportFinished")
}

extension View {
    func onReceive(_ name: Notification.Name, perform action: @escaping (Notification) -> Void) -> some View {
        onReceive(NotificationCenter.default.publisher(for: name), perform: action) // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
    }
}

struct ImportBanner: View {
    @State private var shown = false

    var body: some View {
        Text("Imported")
            .opacity(shown ? 1 : 0)
            .onReceive(NSNotification.ImportFinished) { _ in shown = true } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .onReceive(Notification.Name.exportFinished) { _ in shown = false } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .onReceive(.exportFinished) { _ in shown = true } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .onReceive(NotificationCenter.default.publisher(for: NSNotification.ImportFinished).debounce(for: .seconds(1), scheduler: RunLoop.main)) { _ in shown = false } // expect: pipeline verdict=keep rule=timing_stream hazards=
    }
}

// The whole file is compiled for one platform: its imports and types are still the file's.
#if os(tvOS) || os(iOS)
import Combine
import SwiftUI

extension Notification.Name {
    static let forcePopDetail = Notification.Name("forcePopDetail")
}

struct DetailContainer: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Detail")
            .onReceive(NotificationCenter.default.publisher(for: .forcePopDetail)) { _ in // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
                dismiss()
            }
    }
}
#endif

import Combine
import SwiftUI

extension Notification.Name {
    static let catalogImported = Notification.Name("catalogImported")
}

final class CatalogImporter {
    func importPayload() async {
        NotificationCenter.default.post(name: .catalogImported, object: nil)
    }
}

struct CatalogView: View {
    @State private var count = 0

    var body: some View {
        Text("\(count)")
            .onReceive(NotificationCenter.default.publisher(for: .catalogImported).receive(on: DispatchQueue.main)) { _ in
                count += 1
            }
    }
}

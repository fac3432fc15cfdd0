import SwiftUI
import UIKit

struct ComposeView: View {
    @State private var draft = ""
    @State private var savedAt: Date?

    var body: some View {
        VStack {
            TextEditor(text: $draft)
            if let savedAt {
                Text("Saved \(savedAt.formatted())")
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willResignActiveNotification)) { _ in // expect: pipeline source=notification terminal=onReceive framework=combine ops= context=mainActor type=ComposeView
            savedAt = Date()
        }
    }
}

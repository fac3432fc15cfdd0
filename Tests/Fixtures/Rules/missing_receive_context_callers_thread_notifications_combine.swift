import AVFoundation
import Combine
import Foundation
import SwiftUI

// UserDefaults posts its change notification on the thread that changed the default, and
// AVFoundation may post a player item's notifications on another thread than the observer's:
// a view listening to them can be updated off main. A notification UIKit posts on main, or one
// a view only hands to a Task, is not reported.
struct VolumeMeter: View {
    @State private var threshold = 0.0
    @State private var finished = false
    private let ended = NotificationCenter.default.publisher(for: .AVPlayerItemDidPlayToEndTime)

    var body: some View {
        Text("\(threshold)")
            .onReceive(NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification)) { _ in // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
                threshold = UserDefaults.standard.double(forKey: "threshold")
            }
            .onReceive(ended) { _ in finished = true } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .onReceive(NotificationCenter.default.publisher(for: UserDefaults.didChangeNotification).receive(on: DispatchQueue.main)) { _ in finished = false } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .onReceive(NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)) { _ in threshold = 1 } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .onReceive(NotificationCenter.default.publisher(for: .indexRebuilt)) { _ in finished = false } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
    }
}

extension Notification.Name {
    static let indexRebuilt = Notification.Name("indexRebuilt")
}

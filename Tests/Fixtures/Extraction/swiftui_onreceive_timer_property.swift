import Combine
import SwiftUI

struct CountdownView: View {
    let deadline: Date
    @State private var remaining: TimeInterval = 0
    private let ticker = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        Text("\(Int(remaining))s left")
            .monospacedDigit()
            .onReceive(ticker) { now in // expect: pipeline source=timer terminal=onReceive framework=combine context=mainActor type=CountdownView
                remaining = max(0, deadline.timeIntervalSince(now))
            }
    }
}

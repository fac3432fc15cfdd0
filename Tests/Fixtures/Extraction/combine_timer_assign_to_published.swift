import Combine
import Foundation

final class StopwatchModel: ObservableObject {
    @Published private(set) var elapsed: TimeInterval = 0
    private let startedAt = Date()

    init() {
        Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .map { [startedAt] now in now.timeIntervalSince(startedAt) }
            .assign(to: &$elapsed) // expect: pipeline source=timer terminal=assign framework=combine ops=autoconnect,map context=none type=StopwatchModel function=init
    }
}

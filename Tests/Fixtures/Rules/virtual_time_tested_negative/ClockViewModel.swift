import Combine
import Foundation

final class ClockViewModel {
    private(set) var label = ""
    private let formatter = DateFormatter()
    private var cancellables = Set<AnyCancellable>()

    init() {
        formatter.timeStyle = .short
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] now in self?.update(now) } // expect: pipeline verdict=keep rule=timing_stream hazards=
            .store(in: &cancellables)
    }

    private func update(_ now: Date) {
        label = formatter.string(from: now)
    }
}

import Combine
import Foundation

// Several subscribers read `$phase`. The one that keeps reading is a broadcast receiver and
// stays; the one that takes the first matching value and goes is a wait for one value, which
// awaiting `$phase.values.first(where:)` says without touching the others.
final class SyncModel: ObservableObject {
    enum Phase { case idle, syncing, done }
    @Published var phase = Phase.idle

    func sync() {
        phase = .syncing
        phase = .done
    }
}

final class SyncBadge {
    private var label = ""
    private var cancellables = Set<AnyCancellable>()

    init(model: SyncModel) {
        model.$phase.sink { [weak self] phase in self?.label = "\(phase)" }.store(in: &cancellables) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
    }
}

final class SyncWaiter {
    private var cancellables = Set<AnyCancellable>()

    func waitUntilDone(_ model: SyncModel, then done: @escaping () -> Void) {
        model.$phase.first(where: { $0 == .done }).sink { _ in done() }.store(in: &cancellables) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}

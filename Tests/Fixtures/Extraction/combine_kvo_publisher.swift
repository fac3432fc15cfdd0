import AVFoundation
import Combine

final class PlaybackMonitor {
    private let player: AVPlayer
    private var statusObservation: AnyCancellable?
    var onReady: (() -> Void)?

    init(player: AVPlayer) {
        self.player = player
    }

    func watchStatus() {
        statusObservation = player.publisher(for: \.status, options: [.initial, .new])
            .filter { $0 == .readyToPlay }
            .first()
            .sink { [weak self] _ in self?.onReady?() } // expect: pipeline source=kvo terminal=sink framework=combine ops=filter,first context=none type=PlaybackMonitor function=watchStatus
    }
}

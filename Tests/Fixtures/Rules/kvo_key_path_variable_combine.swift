import AVFoundation
import Combine

/// KVO through a key path held in a name that says so is KVO all the same: every change of the
/// player's item duration. A notification name held in a variable is not a key path.
final class DurationObserver {
    private(set) var seconds = 0.0
    private var cancellables = Set<AnyCancellable>()

    func observe(_ player: AVPlayer) {
        let durationKeyPath: KeyPath<AVPlayer, CMTime?> = \.currentItem?.duration
        player.publisher(for: durationKeyPath)
            .sink { [weak self] in self?.seconds = $0?.seconds ?? 0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }

    func observeStalls() {
        let stalled = AVPlayerItem.playbackStalledNotification
        NotificationCenter.default.publisher(for: stalled)
            .sink { [weak self] _ in self?.seconds = 0 } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
    }
}

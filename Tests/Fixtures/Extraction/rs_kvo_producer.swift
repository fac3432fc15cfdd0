import AVFoundation
import ReactiveCocoa
import ReactiveSwift

final class PlaybackRateObserver {
    private let player: AVPlayer
    private var disposable: Disposable?
    private(set) var isPaused = true

    init(player: AVPlayer) {
        self.player = player
    }

    func start() {
        disposable = player.reactive.producer(forKeyPath: "rate")
            .map { ($0 as? Float) ?? 0 }
            .skipRepeats()
            .startWithValues { [weak self] rate in self?.isPaused = rate == 0 } // expect: pipeline source=kvo terminal=startWithValues framework=reactiveswift ops=map,skipRepeats context=none type=PlaybackRateObserver function=start
    }
}

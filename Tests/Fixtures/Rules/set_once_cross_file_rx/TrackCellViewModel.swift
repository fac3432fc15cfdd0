import Foundation
import RxCocoa
import RxSwift

struct Track {
    let title: String
    let seconds: Int
}

protocol TrackStatusLoading {
    func loadStatus(of track: Track, completion: @escaping (String) -> Void)
}

final class TrackCellViewModel {
    // Given its value in the declaration and once more in `init`: one value per subscriber.
    let title = BehaviorRelay<String>(value: "")
    // Set up in `init` and never fed again.
    let length: BehaviorRelay<Int>
    // Fed by the player (PlaybackCoordinator.swift) while the track plays.
    let progress = BehaviorRelay<Double>(value: 0)
    // Fed from a callback that `init` starts: it arrives later, so the value changes.
    let status = BehaviorRelay<String>(value: "")
    // Bound from another stream in `init`: that stream keeps feeding it.
    let isFavorite = BehaviorRelay<Bool>(value: false)
    // Handed to the cell's volume control (TrackCell.swift), which writes it as `level`.
    let volume = BehaviorRelay<Float>(value: 1)

    init(track: Track, loader: TrackStatusLoading, favorites: Observable<Set<String>>, bag: DisposeBag) {
        length = BehaviorRelay(value: track.seconds)
        title.accept(track.title)
        loader.loadStatus(of: track) { [weak self] status in
            self?.status.accept(status)
        }
        favorites.map { $0.contains(track.title) }.bind(to: isFavorite).disposed(by: bag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

import RxCocoa
import RxSwift
import UIKit

final class TrackCell: UITableViewCell {
    private let titleLabel = UILabel()
    private let lengthLabel = UILabel()
    private let progressView = UIProgressView()
    private let statusLabel = UILabel()
    private let favoriteView = UIImageView()
    private let volumeLabel = UILabel()
    private let volumeSlider = UISlider()
    private var volumeControl: VolumeControl?
    private var bag = DisposeBag()

    func bind(_ model: TrackCellViewModel) {
        model.title
            .bind(to: titleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: bag)
        model.length
            .map { "\($0 / 60):\($0 % 60)" }
            .bind(to: lengthLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: bag)
        model.progress
            .map { Float($0) }
            .bind(to: progressView.rx.progress) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: bag)
        model.status
            .bind(to: statusLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: bag)
        model.isFavorite
            .map { !$0 }
            .bind(to: favoriteView.rx.isHidden) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: bag)
        volumeControl = VolumeControl(level: model.volume, drags: volumeSlider.rx.value.asObservable())
        model.volume
            .map { "\(Int($0 * 100))%" }
            .bind(to: volumeLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: bag)
    }
}

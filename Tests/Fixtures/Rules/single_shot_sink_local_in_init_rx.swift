import RxCocoa
import RxSwift
import UIKit

// Outputs built in an initializer from a local chain: `let photo = Observable.just(model)`
// and then `title = photo.map { … }`. The assignment's own words are only `map`; the local
// says what it is. A local over a relay that is fed later stays a stream.

struct Photo {
    var title: String
    var author: String
}

final class PhotoHeaderModel {
    let title: Observable<String>
    let author: Observable<String>
    let likes: Observable<Int>
    private let likesRelay: BehaviorRelay<Int>

    init(photo: Photo) {
        let photoStream = Observable.just(photo)
        title = photoStream.map { $0.title }
        author = photoStream.map { $0.author }
        let relay = BehaviorRelay(value: 0)
        likesRelay = relay
        likes = relay.map { $0 }
    }

    func like() {
        likesRelay.accept(likesRelay.value + 1)
    }
}

final class PhotoHeaderView: UIView {
    private let titleLabel = UILabel()
    private let authorLabel = UILabel()
    private let likesLabel = UILabel()
    private let disposeBag = DisposeBag()

    func bind(_ model: PhotoHeaderModel) {
        model.title
            .bind(to: titleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
            .disposed(by: disposeBag)
        model.author
            .bind(to: authorLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
            .disposed(by: disposeBag)
        model.likes
            .map { "\($0)" }
            .bind(to: likesLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state cadence=stream hazards=
            .disposed(by: disposeBag)
    }
}

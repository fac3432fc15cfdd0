import RxCocoa
import RxRelay
import RxSwift

final class ScoreboardModel {
    let updates = PublishRelay<Int>()
    let goals = PublishRelay<Int>()
    let period = BehaviorRelay<Int>(value: 1)
    func startNextPeriod() { period.accept(period.value + 1) }
    private(set) var scores: [Int] = []
    private(set) var firstGoals: [Int] = []
    private(set) var currentPeriod = 0
    private(set) var banner = ""
    private let disposeBag = DisposeBag()

    init(initialScore: Int) {
        Observable.just(initialScore)
            .concat(updates)
            .subscribe(onNext: { [weak self] score in self?.scores.append(score) }) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
        goals
            .take(3)
            .subscribe(onNext: { [weak self] goal in self?.firstGoals.append(goal) }) // expect: pipeline verdict=keep rule=continuous_stream hazards= cadence=stream
            .disposed(by: disposeBag)
        period
            .take(1)
            .subscribe(onNext: { [weak self] value in self?.currentPeriod = value }) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
        Single.just("Kick-off!")
            .delay(.seconds(2), scheduler: MainScheduler.instance)
            .subscribe(onSuccess: { [weak self] text in self?.banner = text }) // expect: pipeline verdict=keep rule=timing_stream hazards=
            .disposed(by: disposeBag)
    }
}

// One local chain subscribed three times: three consumers of one upstream, even though each
// subscription takes one value and the catalog is declared outside the module.
final class ArtworkPreview: UIView {
    private let titleLabel = UILabel()
    private let artistLabel = UILabel()
    private let imageLabel = UILabel()
    private let disposeBag = DisposeBag()

    func bindDetails(from catalog: ArtworkCatalog) {
        let artwork = catalog.currentArtwork().compactMap { $0 }.take(1)
        artwork
            .bind(to: titleLabel.rx.text) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)
        artwork
            .bind(to: artistLabel.rx.text) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)
        artwork
            .bind(to: imageLabel.rx.text) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)
    }
}

import ReactorKit
import RxCocoa
import RxSwift
import UIKit

final class BadgeCell: UICollectionViewCell, View {
    var disposeBag = DisposeBag()
    private let titleLabel = UILabel()
    private let countLabel = UILabel()
    private let bannerLabel = UILabel()

    func bind(reactor: BadgeItem) {
        reactor.state.map(\.title)
            .bind(to: titleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        reactor.state.map { "\($0.count)" }
            .bind(to: countLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        // `pulse` narrows the same state to one field.
        reactor.pulse(\.$banner)
            .bind(to: bannerLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }
}

final class ClockCell: UICollectionViewCell, View {
    var disposeBag = DisposeBag()
    private let timeLabel = UILabel()

    func bind(reactor: ClockItem) {
        reactor.state.map { "\($0.now)" }
            .bind(to: timeLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
    }
}

final class CounterViewController: UIViewController, View {
    var disposeBag = DisposeBag()
    private let valueLabel = UILabel()
    private let parityLabel = UILabel()
    private let alertLabel = UILabel()

    func bind(reactor: CounterReactor) {
        reactor.state.map { "\($0.value)" }
            .bind(to: valueLabel.rx.text) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)
        reactor.state.map { $0.value % 2 == 0 ? "even" : "odd" }
            .bind(to: parityLabel.rx.text) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)
        reactor.pulse(\.$alert)
            .compactMap { $0 }
            .bind(to: alertLabel.rx.text) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .disposed(by: disposeBag)
    }
}

final class NoticeCell: UICollectionViewCell, View {
    var disposeBag = DisposeBag()
    private let noticeLabel = UILabel()

    func bind(reactor: NoticeItem) {
        reactor.pulse(\.$notice)
            .bind(to: noticeLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }
}

final class ShareCell: UICollectionViewCell, View {
    var disposeBag = DisposeBag()
    private let titleLabel = UILabel()

    func bind(reactor: ShareItem) {
        reactor.state.map(\.title)
            .bind(to: titleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }
}

final class VoteCell: UICollectionViewCell, View {
    var disposeBag = DisposeBag()
    private let votesLabel = UILabel()

    func bind(reactor: VoteItem) {
        reactor.state.map { "\($0.votes)" }
            .bind(to: votesLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
    }
}

// The view names its reactor through `typealias Reactor`, as ReactorKit's `View` asks.
final class CoverCell: UICollectionViewCell, View {
    typealias Reactor = CoverItem

    var disposeBag = DisposeBag()
    private let captionLabel = UILabel()

    func bind(reactor: Reactor) {
        reactor.state.map(\.caption)
            .bind(to: captionLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }
}

import RxCocoa
import RxSwift
import UIKit

struct Headline { let title: String }

final class HeadlineRepository {
    func latest() -> Single<[Headline]> { // expect: finding rule=one_shot_publisher_api
        Single.just([Headline(title: "Launch")])
    }
}

final class HeadlineViewController: UIViewController {
    private let repository = HeadlineRepository()
    private let titleLabel = UILabel()
    private let countLabel = UILabel()
    private let disposeBag = DisposeBag()

    // One answer and one reader: the Driver shares and replays it with nobody.
    func showLatest() {
        repository.latest()
            .map { $0.first?.title ?? "" }
            .asDriver(onErrorJustReturn: "")
            .drive(titleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }

    // The same answer read twice: the Driver replays it to the second subscriber.
    func showSummary() {
        let headlines = repository.latest().asDriver(onErrorJustReturn: [])
        headlines
            .map { $0.first?.title ?? "" }
            .drive(titleLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
        headlines
            .map { "\($0.count)" }
            .drive(countLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
    }
}

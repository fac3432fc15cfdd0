import RxSwift
import UIKit

/// A hand-written sequence that sends one value as its closure runs and keeps its observer
/// nowhere: one value per subscriber, though it never completes. Sent from a local function
/// that re-arms itself, or with the observer handed to something that keeps it, it may send
/// again.
final class ScoreBoard {
    var score = 0
    var onChange: ((Int) -> Void)?

    func currentScore() -> Observable<Int> { // expect: finding rule=one_shot_publisher_api
        Observable.create { [weak self] observer in
            observer.onNext(self?.score ?? 0)
            return Disposables.create()
        }
    }

    func ticks() -> Observable<Int> {
        Observable.create { observer in
            var count = 0
            func tick() {
                count += 1
                observer.onNext(count)
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tick() }
            }
            tick()
            return Disposables.create()
        }
    }

    func scores() -> Observable<Int> {
        Observable.create { observer in
            observer.onNext(self.score)
            self.onChange = observer.onNext
            return Disposables.create()
        }
    }
}

final class ScoreViewController: UIViewController {
    let board = ScoreBoard()
    let disposeBag = DisposeBag()
    let scoreLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        board.currentScore().subscribe(onNext: { [weak self] score in self?.scoreLabel.text = "\(score)" }).disposed(by: disposeBag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        board.ticks().subscribe(onNext: { [weak self] tick in self?.title = "\(tick)" }).disposed(by: disposeBag) // expect: pipeline hazards=
        board.scores().subscribe(onNext: { [weak self] score in self?.scoreLabel.text = "\(score)" }).disposed(by: disposeBag) // expect: pipeline hazards=
    }
}

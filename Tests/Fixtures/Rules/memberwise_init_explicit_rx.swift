import RxCocoa
import RxSwift
import UIKit

// An output built with its initializer named explicitly (`MovieOutput.init(…)`) from a local
// relay that a request fills later: the output's relay is that local one, written after it is
// handed over, not a constant given its value where it is declared.
struct MovieOutput {
    let details: BehaviorRelay<String?>
}

final class MovieViewModel {
    private let disposeBag = DisposeBag()

    func output(trigger: Observable<Int>, client: MovieClient) -> MovieOutput {
        let details = BehaviorRelay<String?>(value: nil)
        trigger
            .flatMapLatest { client.details(id: $0) }
            .subscribe(onNext: { details.accept($0) }) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
        return MovieOutput.init(details: details)
    }
}

final class MovieViewController: UIViewController {
    private let viewModel = MovieViewModel()
    private let client = MovieClient()
    private let selection = PublishSubject<Int>()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.output(trigger: selection, client: client)
        output.details
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] in self?.title = $0 }) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
    }
}

final class MovieClient {
    func details(id: Int) -> Observable<String> { // expect: finding rule=one_shot_publisher_api
        Observable.create { observer in
            observer.onNext("Movie \(id)")
            observer.onCompleted()
            return Disposables.create()
        }
    }
}

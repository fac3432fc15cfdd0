import RxCocoa
import RxSwift
import UIKit

final class StopsViewModel {
    let refresh = PublishRelay<Void>()
}

final class StopsViewController: UIViewController {
    private let viewModel = StopsViewModel()
    private let searchBar = UISearchBar()
    private let refreshButton = UIButton(type: .system)
    private let mapButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.rx.text.orEmpty
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] term in self?.search(term) }) // expect: pipeline verdict=keep rule=timing_stream hazards=
            .disposed(by: disposeBag)
        refreshButton.rx.tap
            .throttle(.seconds(1), scheduler: MainScheduler.instance)
            .bind(to: viewModel.refresh) // expect: pipeline verdict=keep rule=timing_stream hazards=
            .disposed(by: disposeBag)
        Observable<Int>.interval(.seconds(30), scheduler: MainScheduler.instance)
            .subscribe(onNext: { [weak self] _ in self?.pollArrivals() }) // expect: pipeline verdict=keep rule=timing_stream hazards=
            .disposed(by: disposeBag)
        // One tick after a delay, as a `Single`: still a timer.
        Single<Int>.timer(.seconds(5), scheduler: MainScheduler.instance)
            .subscribe(onSuccess: { [weak self] _ in self?.pollArrivals() }) // expect: pipeline verdict=keep rule=timing_stream hazards=
            .disposed(by: disposeBag)
        mapButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.showMap() }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }

    private func search(_ term: String) {}
    private func pollArrivals() {}
    private func showMap() {}
}

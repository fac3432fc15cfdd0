import RxCocoa
import RxSwift
import UIKit

// An operator the app adds to every observable as a member of an extension: the stream it is
// read from decides the verdict, not the extension's generic `Observable<Element>`.
extension ObservableType {
    var onMain: Observable<Element> {
        observe(on: MainScheduler.instance)
    }
}

final class SearchViewModel {
    let results = PublishRelay<[String]>()
    let greeting = Observable.just("Hello")

    func search(_ query: String) {
        results.accept([query])
    }
}

final class SearchViewController: UIViewController {
    private let viewModel = SearchViewModel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.results.onMain
            .subscribe(onNext: { [weak self] in self?.title = $0.first }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        viewModel.greeting.onMain
            .subscribe(onNext: { [weak self] in self?.title = $0 }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }
}

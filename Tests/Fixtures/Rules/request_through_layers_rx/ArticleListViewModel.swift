import RxRelay
import RxSwift

final class ArticleListViewModel {
    let titles = BehaviorRelay<[String]>(value: [])
    private let repository = ArticleRepository()
    private let disposeBag = DisposeBag()

    func load() {
        repository.articles()
            .subscribe(onNext: { [weak self] in self?.titles.accept($0) }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
    }

    func follow() {
        repository.articleUpdates()
            .subscribe(onNext: { [weak self] in self?.titles.accept($0) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

import RxSwift

final class FeedViewModel {
    let reloads = PublishSubject<Void>()
    private(set) var reloadCount = 0
    private let disposeBag = DisposeBag()

    init() {
        reloads
            .subscribe(onNext: { [weak self] in self?.reloadCount += 1 }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

final class PagerViewModel {
    let pages = PublishSubject<Int>()
    private(set) var current = 0
    private let disposeBag = DisposeBag()

    init(scheduler: SchedulerType) {
        pages
            .debounce(.milliseconds(200), scheduler: scheduler)
            .subscribe(onNext: { [weak self] page in self?.current = page }) // expect: pipeline verdict=keep rule=virtual_time_tested hazards=
            .disposed(by: disposeBag)
    }
}

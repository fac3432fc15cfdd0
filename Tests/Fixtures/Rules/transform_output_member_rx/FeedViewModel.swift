import RxCocoa
import RxSwift

final class FeedViewModel {
    struct Input {
        let refresh: Observable<Void>
    }

    struct Output {
        let items: Observable<[String]>
        let title: Observable<String>
    }

    private let itemsRelay = BehaviorRelay<[String]>(value: [])

    func transform(_ input: Input) -> Output {
        Output(items: itemsRelay.asObservable(), title: Observable.just("Feed"))
    }

    func reload(_ items: [String]) {
        itemsRelay.accept(items)
    }
}

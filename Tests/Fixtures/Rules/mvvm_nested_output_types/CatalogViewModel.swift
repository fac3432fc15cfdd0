import RxRelay
import RxSwift

final class CatalogViewModel: ViewModel {
    struct Output {
        let items: Observable<[String]>
    }

    private let itemsRelay = BehaviorRelay<[String]>(value: [])

    func show(_ items: [String]) { itemsRelay.accept(items) }

    func transform() -> Output {
        Output(items: itemsRelay.asObservable())
    }
}

class ViewModel {}

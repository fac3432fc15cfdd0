import RxRelay
import RxSwift

final class CatalogViewModel: ViewModel {
    struct Output {
        let items: Observable<[String]>
    }

    private let itemsRelay = BehaviorRelay<[String]>(value: [])

    func transform() -> Output {
        Output(items: itemsRelay.asObservable())
    }
}

class ViewModel {}

import RxRelay
import RxSwift

final class CartStore {
    let itemCount = PublishRelay<Int>()

    var itemCountChanges: Observable<Int> {
        itemCount.asObservable()
    }

    func add(_ count: Int) {
        itemCount.accept(count)
    }
}

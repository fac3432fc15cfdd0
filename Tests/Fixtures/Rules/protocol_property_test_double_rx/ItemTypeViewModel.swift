import RxSwift

/// The view reads the list through a protocol. The app's only implementation gives it one
/// `Observable.just` in `init`; the mock in the test target (`AppTests/`) gives it `never()`,
/// but a mock never feeds the app's readers: the binding gets one value.
protocol ItemTypeViewModelType {
    var typeList: Observable<[String]> { get }
    var selection: Observable<String> { get }
}

final class ItemTypeViewModel: ItemTypeViewModelType {
    let typeList: Observable<[String]>
    let selection: Observable<String>
    private let selected = PublishSubject<String>()

    init(kinds: [String]) {
        typeList = Observable.just(kinds)
        selection = selected.asObservable()
    }

    func select(_ kind: String) {
        selected.onNext(kind)
    }
}

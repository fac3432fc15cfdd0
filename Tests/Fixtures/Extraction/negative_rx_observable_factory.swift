import RxSwift

final class LocationSearchService {
    private let queries = PublishSubject<String>()

    func suggestions() -> Observable<[String]> {
        queries
            .debounce(.milliseconds(200), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .map { query in [query, query + " street", query + " square"] }
    }

    func lookup(_ address: String) -> Single<String> {
        Single.create { single in
            single(.success(address.uppercased()))
            return Disposables.create()
        }
    }
}

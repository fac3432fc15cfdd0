import RxRelay
import RxSwift

struct Forecast { let summary: String }
struct Profile { let name: String }

final class ForecastClient {
    private let query = PublishRelay<String>()
    private var profile = Profile(name: "Me")

    func forecast(city: String) -> Single<Forecast> { // expect: finding rule=one_shot_publisher_api
        Single.create { single in
            single(.success(Forecast(summary: "Sunny in \(city)")))
            return Disposables.create()
        }
    }

    func cachedProfile() -> Observable<Profile> { // expect: finding rule=one_shot_publisher_api
        Observable.just(profile)
    }

    func logout() -> Completable { // expect: finding rule=one_shot_publisher_api
        Completable.create { completable in
            completable(.completed)
            return Disposables.create()
        }
    }

    func searches() -> Observable<String> {
        query.asObservable()
    }

    func suggestions() -> Observable<[String]> {
        query.flatMapLatest { term in Observable.just([term, term + "s"]) }
    }
}

protocol PingService {
    func ping() -> Single<Void>
}

import Alamofire
import RxSwift

enum LoadError: Error { case offline, server(Int) }

/// A hand-written request that answers early when it cannot start: the early path sends one
/// value and leaves the closure, the other sends once from the response handler. Either way one
/// value. Without the `return`, the early value is followed by the response's: two values.
final class RankingSession {
    var isConnected = true

    func ranking(page: Int) -> Observable<Result<[String], LoadError>> { // expect: finding rule=one_shot_publisher_api
        Observable.create { observer in
            if !self.isConnected {
                observer.onNext(.failure(.offline))
                return Disposables.create()
            }
            let request = AF.request("https://example.com/ranking?page=\(page)")
                .responseDecodable(of: [String].self) { response in
                    observer.onNext(response.value.map { .success($0) } ?? .failure(.server(500)))
                }
            return Disposables.create { request.cancel() }
        }
    }

    func rankingWarningOffline(page: Int) -> Observable<Result<[String], LoadError>> {
        Observable.create { observer in
            if !self.isConnected {
                observer.onNext(.failure(.offline))
            }
            let request = AF.request("https://example.com/ranking?page=\(page)")
                .responseDecodable(of: [String].self) { response in
                    observer.onNext(response.value.map { .success($0) } ?? .failure(.server(500)))
                }
            return Disposables.create { request.cancel() }
        }
    }
}

final class RankingViewModel {
    private let session = RankingSession()
    private let bag = DisposeBag()
    private(set) var names: [String] = []

    func load() {
        session.ranking(page: 1)
            .subscribe(onNext: { [weak self] result in self?.names = (try? result.get()) ?? [] }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: bag)
        session.rankingWarningOffline(page: 1)
            .subscribe(onNext: { [weak self] result in self?.names = (try? result.get()) ?? [] }) // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .disposed(by: bag)
    }
}

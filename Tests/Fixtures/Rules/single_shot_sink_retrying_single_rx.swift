import Foundation
import RxSwift

struct Banner { let title: String }
enum APIError: Error { case expiredToken, offline }

// A request helper that refreshes an expired token and tries again: inside, a retry and a
// timer; to its callers, one response.
enum APIClient {
    static func request(_ path: String) -> Single<Banner> { // expect: finding rule=one_shot_publisher_api
        Single<Banner>.create { single in
            single(.success(Banner(title: path)))
            return Disposables.create()
        }
        .retry { errors in
            errors.flatMap { _ in Observable<Int>.timer(.milliseconds(500), scheduler: MainScheduler.instance) }
        }
    }
}

final class HomeViewModel {
    private let disposeBag = DisposeBag()
    private(set) var banner: Banner?

    func loadBanner() {
        APIClient.request("home/banner")
            .subscribe(onSuccess: { [weak self] in self?.banner = $0 }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        // A retry written at the call site is the caller's own composition.
        APIClient.request("home/banner")
            .retry(3)
            .subscribe(onSuccess: { [weak self] in self?.banner = $0 }) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
    }
}

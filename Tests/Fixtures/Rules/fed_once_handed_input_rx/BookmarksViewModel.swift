import RxCocoa
import RxSwift

final class BookmarksViewModel {
    struct Input {
        let viewAppear: PublishRelay<Void>
        let refresh: PublishRelay<Void>
    }

    let bookmarks = PublishRelay<[String]>()
    private let disposeBag = DisposeBag()

    func transform(_ input: Input) {
        // The base controller's relay, accepted once: one request.
        input.viewAppear
            .flatMap { BookmarksAPI.fetch() }
            .bind(to: bookmarks) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        // Accepted on every pull: a request per pull.
        input.refresh
            .flatMap { BookmarksAPI.fetch() }
            .bind(to: bookmarks) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

enum BookmarksAPI {
    static func fetch() -> Single<[String]> { // expect: finding rule=one_shot_publisher_api
        Single.just(["Swift"])
    }
}

import RxSwift

final class ArticleService {
    private let httpClient = HTTPClient()

    func articles() -> Observable<[String]> { // expect: finding rule=one_shot_publisher_api
        httpClient.requestByRx(url: "articles")
    }

    func articleUpdates() -> Observable<[String]> {
        httpClient.listenChanges(url: "articles/live")
    }
}

final class ArticleRepository {
    // Built with `.init()`: the member's type is still `ArticleService`.
    private let service = ArticleService.init()

    func articles() -> Observable<[String]> { // expect: finding rule=one_shot_publisher_api
        service.articles()
    }

    func articleUpdates() -> Observable<[String]> {
        service.articleUpdates()
    }
}

import Combine
import Foundation

struct Article: Decodable { let id: Int; let title: String }

final class ArticlesAPI {
    private let session: URLSession
    let refreshRequests = PassthroughSubject<Void, Never>()

    init(session: URLSession = .shared) {
        self.session = session
    }

    func articles() -> AnyPublisher<[Article], Error> {
        let url = URL(string: "https://news.example.com/articles")!
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: [Article].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .eraseToAnyPublisher()
    }

    var refreshes: AnyPublisher<Void, Never> {
        refreshRequests
            .throttle(for: .seconds(1), scheduler: RunLoop.main, latest: false)
            .eraseToAnyPublisher()
    }
}

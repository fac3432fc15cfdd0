import Combine
import Foundation

final class ArticleModel {
    private(set) var body = Data()
    private(set) var titles: [String] = []
    private let client: GraphClient
    private var cancellables = Set<AnyCancellable>()

    init(client: GraphClient) {
        self.client = client
    }

    func load(id: String) {
        client.queryPublisher("article(\(id))")
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in self?.body = data }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        BridgePublisher(source: FeedSource())
            .sink { [weak self] title in self?.titles.append(title) } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .store(in: &cancellables)
        PagePublisher { done in done(["a", "b"]) }
            .sink { [weak self] title in self?.titles.append(title) } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .store(in: &cancellables)
    }
}

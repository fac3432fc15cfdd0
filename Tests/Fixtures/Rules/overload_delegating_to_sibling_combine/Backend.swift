import Combine
import Foundation

struct Backend: RestApi {
    let urlSession = URLSession.shared
}

final class StatusChecker {
    private var tasks = Set<AnyCancellable>()
    private(set) var body = Data()

    func check(_ api: Backend) {
        api.call(endpoint: "/status")
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in self?.body = data }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &tasks)
        api.poll(endpoint: "/status")
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in self?.body = data }) // expect: pipeline verdict=review rule=opaque_pipeline hazards=
            .store(in: &tasks)
    }
}

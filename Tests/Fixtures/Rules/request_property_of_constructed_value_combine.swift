import Combine
import Foundation

// `TorrentsRequest(id: id).publisher`: a property the module's own request type declares, read on
// a value made on the spot (that type's, not `GreetingRequest`'s), where `[1, 2, 3].publisher`
// is `Sequence.publisher`.
struct GreetingRequest {
    var publisher: AnyPublisher<String, Never> { Just("hi").eraseToAnyPublisher() }
}

struct TorrentsRequest {
    let id: String
    var publisher: AnyPublisher<Data, URLError> {
        URLSession.shared.dataTaskPublisher(for: URL(string: id)!).map(\.data).eraseToAnyPublisher()
    }
}

final class TorrentsLoader {
    var cancellables = Set<AnyCancellable>()
    var torrents = Data()

    func load(id: String) {
        TorrentsRequest(id: id).publisher
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] in self?.torrents = $0 }) // expect: pipeline verdict=rewrite rule=single_shot_sink
            .store(in: &cancellables)
        [1, 2, 3].publisher
            .sink { print($0) } // expect: pipeline verdict=keep rule=continuous_stream
            .store(in: &cancellables)
    }
}

// The request function subscribes to something before it returns the request: an async
// alternative would repeat that subscription, so it is left to a person (a manual fix).
import Combine
import Foundation

final class ForecastClient {
    let cityChanges = PassthroughSubject<String, Never>()
    private(set) var lastCity = ""
    private var bag = Set<AnyCancellable>()

    func forecast(for city: String) -> AnyPublisher<Data, Error> {
        let url = URL(string: "https://example.com/\(city)")!
        cityChanges.sink { [weak self] city in self?.lastCity = city }.store(in: &bag)
        return URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .eraseToAnyPublisher()
    }
}

// Its caller still moves to a Task, over the publisher's values.
final class ForecastScreen {
    private let client = ForecastClient()
    private var bag = Set<AnyCancellable>()
    private(set) var data: Data?

    func load() {
        client.forecast(for: "Oslo")
            .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in self?.data = data })
            .store(in: &bag)
    }
}

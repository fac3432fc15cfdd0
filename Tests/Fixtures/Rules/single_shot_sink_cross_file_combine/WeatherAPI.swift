import Combine
import Foundation

struct Forecast: Decodable { let summary: String }

final class WeatherAPI {
    private let session: URLSession
    private let cache: [String: Forecast]

    init(session: URLSession = .shared, cache: [String: Forecast] = [:]) {
        self.session = session
        self.cache = cache
    }

    func forecast(for city: String) -> AnyPublisher<Forecast, Error> { // expect: finding rule=one_shot_publisher_api
        Future { [cache] promise in
            DispatchQueue.global().async {
                if let hit = cache[city] { promise(.success(hit)) } else { promise(.failure(URLError(.resourceUnavailable))) }
            }
        }
        .eraseToAnyPublisher()
    }

    func defaultCity() -> AnyPublisher<String, Never> { // expect: finding rule=one_shot_publisher_api
        Just("Oslo").eraseToAnyPublisher()
    }

    func radarImage(for city: String) -> AnyPublisher<Data, URLError> { // expect: finding rule=data_task_publisher
        session.dataTaskPublisher(for: URL(string: "https://radar.example.com/\(city).png")!)
            .map(\.data)
            .eraseToAnyPublisher()
    }
}

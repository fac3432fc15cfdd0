// Migration question: dataTaskPublisher for a single request/response, and the one-shot sink that reads it.
import Combine
import Foundation

/// Shown on the delivery-slot picker ("Rain expected — pick a covered locker?").
struct Forecast: Decodable, Equatable {
    struct Hour: Decodable, Equatable {
        let time: Date
        let precipitationChance: Double
    }
    let city: String
    let hours: [Hour]
}

final class WeatherAPI {
    private let baseURL = URL(string: "https://weather.shoply.example/v1")!
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func forecast(postalCode: String) -> AnyPublisher<Forecast, Error> {
        var components = URLComponents(url: baseURL.appendingPathComponent("forecast"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "postal_code", value: postalCode)]
        let url = components.url!

        return URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Forecast.self, decoder: decoder)
            .eraseToAnyPublisher()
    }
}

@MainActor
final class DeliverySlotWeatherModel: ObservableObject {
    @Published private(set) var rainWarning: String?

    private let api: WeatherAPI
    private var cancellables = Set<AnyCancellable>()

    init(api: WeatherAPI) {
        self.api = api
    }

    func refresh(postalCode: String) {
        api.forecast(postalCode: postalCode)
            .receive(on: DispatchQueue.main)
            .sink(
                receiveCompletion: { [weak self] completion in
                    // The warning is a nicety; on failure just hide it.
                    if case .failure = completion { self?.rainWarning = nil }
                },
                receiveValue: { [weak self] forecast in
                    let wet = forecast.hours.prefix(4).contains { $0.precipitationChance >= 0.6 }
                    self?.rainWarning = wet ? "Rain expected in \(forecast.city) soon" : nil
                }
            )
            .store(in: &cancellables)
    }
}

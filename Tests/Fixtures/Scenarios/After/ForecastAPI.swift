// A request/response call written as a dataTaskPublisher chain, and its one caller.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import OpenCombine
import OpenCombineDispatch
import OpenCombineFoundation
import ScenarioDomain

public final class ForecastAPI {
    private let session: URLSession
    private let baseURL: URL

    public init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    @available(*, renamed: "forecast(city:)")
    public func forecast(city: String) -> AnyPublisher<Forecast, Error> { // expect: finding rule=data_task_publisher
        let url = baseURL.appendingPathComponent("forecast").appendingPathComponent(city)
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Forecast.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    public func forecast(city: String) async throws -> Forecast {
        let url = baseURL.appendingPathComponent("forecast").appendingPathComponent(city)
        let (data, _) = try await session.data(from: url)
        return try JSONDecoder().decode(Forecast.self, from: data)
    }
}

@MainActor
public final class RainWarningModel {
    public private(set) var warning: String?
    public private(set) var failure: String?
    private let api: ForecastAPI
    private var cancellables = Set<AnyCancellable>()

    public init(api: ForecastAPI) {
        self.api = api
    }

    public func refresh(city: String) {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let forecastReceiver = api
        let forecastCity = city
        let forecastTask = Task { [weak self] in
            let completion: Subscribers.Completion<Error>
            do {
                let forecast = try await forecastReceiver.forecast(city: forecastCity)
                guard !Task.isCancelled else { return }
                self?.warning = forecast.chanceOfRain >= 0.5 ? "Rain likely in \(forecast.city)" : nil
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            if case .failure(let error) = completion {
                self?.failure = String(describing: error)
            }
        }
        AnyCancellable { forecastTask.cancel() }.store(in: &cancellables)
    }
}

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

    public func forecast(city: String) -> AnyPublisher<Forecast, Error> { // expect: finding rule=data_task_publisher
        let url = baseURL.appendingPathComponent("forecast").appendingPathComponent(city)
        return session.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Forecast.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
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
        api.forecast(city: city)
            .receive(on: DispatchQueue.main)
            .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink
                receiveCompletion: { [weak self] completion in
                    if case .failure(let error) = completion {
                        self?.failure = String(describing: error)
                    }
                },
                receiveValue: { [weak self] forecast in
                    self?.warning = forecast.chanceOfRain >= 0.5 ? "Rain likely in \(forecast.city)" : nil
                }
            )
            .store(in: &cancellables)
    }
}

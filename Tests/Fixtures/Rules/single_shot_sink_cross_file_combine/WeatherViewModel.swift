import Combine
import Foundation

final class WeatherViewModel {
    private let api: WeatherAPI
    private(set) var summary = ""
    private(set) var city = ""
    private(set) var radar = Data()
    private var cancellables = Set<AnyCancellable>()

    init(api: WeatherAPI) {
        self.api = api
    }

    func refresh() {
        api.defaultCity()
            .sink { [weak self] city in self?.city = city } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .store(in: &cancellables)
        api.forecast(for: city)
            .map(\.summary)
            .replaceError(with: "No forecast")
            .sink { [weak self] text in self?.summary = text } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .store(in: &cancellables)
        api.radarImage(for: city)
            .replaceError(with: Data())
            .sink { [weak self] data in self?.radar = data } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .store(in: &cancellables)
    }
}

import Combine
import Foundation

struct Forecast: Decodable {
    let city: String
    let temperature: Double
}

final class ForecastService {
    private var cancellable: AnyCancellable?
    var onForecast: ((Forecast) -> Void)?

    func refresh(city: String) {
        let url = URL(string: "https://api.example.com/forecast?city=\(city)")!
        cancellable = URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .decode(type: Forecast.self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .sink( // expect: pipeline source=dataTask terminal=sink framework=combine ops=map,decode,receive context=none type=ForecastService function=refresh
                receiveCompletion: { completion in
                    if case let .failure(error) = completion {
                        print("forecast failed: \(error)")
                    }
                },
                receiveValue: { [weak self] forecast in
                    self?.onForecast?(forecast)
                }
            )
    }
}

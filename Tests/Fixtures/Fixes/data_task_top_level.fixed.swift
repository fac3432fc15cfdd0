// A top-level request function: its async alternative, once added, is seen by the next run.
import Combine
import Foundation

@available(*, renamed: "forecast(for:)")
func forecast(for city: String) -> AnyPublisher<Data, Error> {
    let url = URL(string: "https://example.com/\(city)")!
    return URLSession.shared.dataTaskPublisher(for: url)
        .map(\.data)
        .eraseToAnyPublisher()
}

func forecast(for city: String) async throws -> Data {
    let url = URL(string: "https://example.com/\(city)")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return data
}

// A top-level request function: its async alternative, once added, is seen by the next run.
import Combine
import Foundation

func forecast(for city: String) -> AnyPublisher<Data, Error> {
    let url = URL(string: "https://example.com/\(city)")!
    return URLSession.shared.dataTaskPublisher(for: url)
        .map(\.data)
        .eraseToAnyPublisher()
}

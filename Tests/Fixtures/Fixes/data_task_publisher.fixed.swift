import Combine
import Foundation

struct StoreHours: Decodable {
    var opens: String
    var closes: String
}

final class StoreHoursAPI {
    private let session: URLSession
    private let baseURL: URL

    init(session: URLSession, baseURL: URL) {
        self.session = session
        self.baseURL = baseURL
    }

    @available(*, renamed: "hours(storeID:)")
    func hours(storeID: String) -> AnyPublisher<StoreHours, Error> {
        var request = URLRequest(url: baseURL.appendingPathComponent("stores/\(storeID)/hours"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return session.dataTaskPublisher(for: request)
            .map(\.data)
            .decode(type: StoreHours.self, decoder: JSONDecoder())
            .eraseToAnyPublisher()
    }

    func hours(storeID: String) async throws -> StoreHours {
        var request = URLRequest(url: baseURL.appendingPathComponent("stores/\(storeID)/hours"))
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let (data, _) = try await session.data(for: request)
        return try JSONDecoder().decode(StoreHours.self, from: data)
    }

    func logo(at url: URL) -> AnyPublisher<Data, Error> {
        session.dataTaskPublisher(for: url)
            .map(\.data)
            .mapError { $0 as Error }
            .eraseToAnyPublisher()
    }
}

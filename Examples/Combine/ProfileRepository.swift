// Migration question: a Future wrapped around an async call — a value dressed as a stream.
import Combine
import Foundation

struct Profile: Identifiable, Decodable, Equatable {
    let id: String
    let displayName: String
    let email: String
    let loyaltyPoints: Int
}

protocol ProfileClient {
    func profile(id: String) async throws -> Profile
}

struct ShoplyProfileClient: ProfileClient {
    let baseURL: URL
    let session: URLSession

    func profile(id: String) async throws -> Profile {
        let url = baseURL.appendingPathComponent("v2/profiles/\(id)")
        let (data, response) = try await session.data(from: url)
        guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {
            throw URLError(.badServerResponse)
        }
        return try JSONDecoder().decode(Profile.self, from: data)
    }
}

final class ProfileRepository {
    private let client: ProfileClient

    init(client: ProfileClient) {
        self.client = client
    }

    /// Kept publisher-shaped when the screen layer was still all Combine.
    /// Note that cancelling the subscriber does not cancel the inner Task.
    func loadProfile(id: String) -> AnyPublisher<Profile, Error> {
        Future { [client] promise in
            Task {
                do {
                    let profile = try await client.profile(id: id)
                    promise(.success(profile))
                } catch {
                    promise(.failure(error))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

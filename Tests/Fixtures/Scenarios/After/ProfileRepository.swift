// A repository that kept its publisher-shaped API after its client became async.
import OpenCombine
import ScenarioDomain

public final class ProfileRepository {
    private let client: any ProfileClient

    public init(client: any ProfileClient) {
        self.client = client
    }

    @available(*, renamed: "loadProfile(id:)")
    public func loadProfile(id: String) -> AnyPublisher<Profile, Error> { // expect: finding rule=future_wrapped_task
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

    public func loadProfile(id: String) async throws -> Profile {
        do {
            let profile = try await client.profile(id: id)
            return profile
        } catch {
            throw error
        }
    }
}

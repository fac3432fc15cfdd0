import Combine
import Foundation

struct Profile {
    let id: UUID
    let displayName: String
}

final class ProfileService {
    private let storage: [UUID: Profile]

    init(storage: [UUID: Profile]) {
        self.storage = storage
    }

    func loadProfile(id: UUID) -> AnyPublisher<Profile, Error> {
        Future { [storage] promise in
            DispatchQueue.global(qos: .userInitiated).async {
                if let profile = storage[id] {
                    promise(.success(profile))
                } else {
                    promise(.failure(URLError(.fileDoesNotExist)))
                }
            }
        }
        .eraseToAnyPublisher()
    }
}

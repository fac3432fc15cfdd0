import Combine
import Foundation

struct Profile {
    var name: String
}

public protocol ProfileLoading {
    func profile(id: String) -> AnyPublisher<Profile, Error> // the one requirement callers use
    func profile(id: String) async throws -> Profile
}

extension ProfileLoading {
    public func profile(id: String) async throws -> Profile {
        for try await value in (profile(id: id) as AnyPublisher<Profile, Error>).values {
            return value
        }
        throw CancellationError()
    }
}

struct RemoteProfiles: ProfileLoading {
    func profile(id: String) -> AnyPublisher<Profile, Error> {
        Future { promise in
            DispatchQueue.global().async { promise(.success(Profile(name: id))) }
        }
        .eraseToAnyPublisher()
    }
}

final class Clock {
    @available(*, renamed: "tick(after:)")
    func tick(after seconds: Int) -> AnyPublisher<Date, Error> {
        Future { promise in
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { promise(.success(Date())) }
        }
        .eraseToAnyPublisher()
    }

    func tick(after seconds: Int) async throws -> Date {
        for try await value in (tick(after: seconds) as AnyPublisher<Date, Error>).values {
            return value
        }
        throw CancellationError()
    }
}

import Combine
import Foundation

struct Profile {
    var name: String
}

public protocol ProfileLoading {
    func profile(id: String) -> AnyPublisher<Profile, Error> // the one requirement callers use
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
    func tick(after seconds: Int) -> AnyPublisher<Date, Error> {
        Future { promise in
            DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(seconds)) { promise(.success(Date())) }
        }
        .eraseToAnyPublisher()
    }
}

import Combine
import Foundation

// Use cases called like functions: each value's type declares `callAsFunction`, and that
// method says what the call answers.
struct ProfileUseCase {
    let session: URLSession

    func callAsFunction(userID: String) -> AnyPublisher<Data, URLError> { // expect: finding rule=data_task_publisher
        session.dataTaskPublisher(for: URL(string: "https://example.com/users/\(userID)")!)
            .map(\.data)
            .eraseToAnyPublisher()
    }
}

struct SettingsUseCase {
    func callAsFunction() -> AnyPublisher<[String: String], Never> { // expect: finding rule=one_shot_publisher_api
        Just(["theme": "dark"]).eraseToAnyPublisher()
    }
}

struct BadgeUseCase {
    func callAsFunction() -> AnyPublisher<Int, Never> {
        BadgeStore.shared.badges.eraseToAnyPublisher()
    }
}

final class BadgeStore {
    static let shared = BadgeStore()
    let badges = CurrentValueSubject<Int, Never>(0)

    func increment() {
        badges.value += 1
    }
}

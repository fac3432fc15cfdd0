import Combine
import Foundation

enum AvatarAPI {
    static func avatarData(for userID: String) -> AnyPublisher<Data, URLError> {
        let url = URL(string: "https://cdn.example.com/avatars/\(userID).png")!
        return URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .eraseToAnyPublisher()
    }
}

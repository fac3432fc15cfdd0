import Combine
import Foundation

final class ProfileModel: ObservableObject {
    @Published var nickname = ""
    @Published var bio = "" // expect: finding rule=published_without_subscribers
    @Published var avatarURL: URL?
    @Published var status = "" // expect: finding rule=published_without_subscribers
}

import Combine
import Foundation

enum SessionEvent {
    case signedIn(String)
    case signedOut
}

final class SessionStore {
    let events = PassthroughSubject<SessionEvent, Never>()
    private let unread = PassthroughSubject<Int, Never>()

    func signIn(as name: String) { events.send(.signedIn(name)) }
    func signOut() { events.send(.signedOut) }
    func receive(unreadCount: Int) { unread.send(unreadCount) }

    func unreadCounts() -> AnyPublisher<Int, Never> {
        unread.eraseToAnyPublisher()
    }
}

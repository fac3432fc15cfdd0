import Combine
import Foundation

enum SocketEvent { case connected, message(String), alreadyConnected }
enum SocketError: Error { case notPrepared, offline }

protocol GameSocket {
    func connect() -> AnyPublisher<SocketEvent, SocketError>
}

// Guards fail at once; when it works, the socket's subject keeps sending. The error path
// says nothing of what the method hands back when it works.
final class OnlineGameSocket: GameSocket {
    private var subject: PassthroughSubject<SocketEvent, SocketError>?
    private var url: URL?

    func connect() -> AnyPublisher<SocketEvent, SocketError> {
        guard let url else { return Fail(error: .notPrepared).eraseToAnyPublisher() }
        if let subject {
            subject.send(.alreadyConnected)
            return subject.eraseToAnyPublisher()
        }
        let subject = PassthroughSubject<SocketEvent, SocketError>()
        self.subject = subject
        _ = url
        return subject.eraseToAnyPublisher()
    }
}

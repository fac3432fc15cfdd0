// Migration question: one event, several listeners — a broadcast bus stays a subject.
import Combine
import Foundation

/// Fan-out point for "the signed-in user is gone": every cache that holds
/// per-user data subscribes here instead of being called one by one.
final class SessionResetBus {
    private let subject = PassthroughSubject<Void, Never>()

    /// Subscribers only hear resets that happen after they subscribe,
    /// which is what we want: nothing to replay.
    var resets: AnyPublisher<Void, Never> {
        subject.eraseToAnyPublisher()
    }

    func broadcastReset() {
        subject.send(())
    }
}

protocol AuthClient {
    func revokeToken(_ token: String) async throws
}

@MainActor
final class SessionController: ObservableObject {
    @Published private(set) var isSignedIn: Bool

    private let resetBus: SessionResetBus
    private let auth: AuthClient
    private var token: String?

    init(resetBus: SessionResetBus, auth: AuthClient, token: String?) {
        self.resetBus = resetBus
        self.auth = auth
        self.token = token
        self.isSignedIn = token != nil
    }

    func logout() async {
        if let token {
            // Revocation is best effort; the local session ends either way.
            try? await auth.revokeToken(token)
        }
        token = nil
        isSignedIn = false
        resetBus.broadcastReset()
    }

    /// Called when the server answers 401 on any request.
    func sessionExpired() {
        token = nil
        isSignedIn = false
        resetBus.broadcastReset()
    }
}

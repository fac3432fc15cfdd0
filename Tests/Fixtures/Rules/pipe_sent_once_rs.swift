import Foundation
import ReactiveSwift

enum AuthError: Error { case failed, needsConfirmation }
struct Session { let token: String }

// A callback API of the kind these functions wrap: the continuation runs once.
final class CloudTask<Result> {
    func `continue`(_ block: @escaping (CloudTask<Result>) -> Void) { block(self) }
    var result: Result?
    var error: Error?
}

final class CloudClient {
    func session(user: String, password: String) -> CloudTask<Session> { CloudTask() }
    func changes() -> CloudTask<[String]> { CloudTask() }
}

final class AuthService {
    private let client = CloudClient()
    private var changesObserver: Signal<String, Never>.Observer?

    // The pipe is fed from one continuation: a value or an error, once.
    func signIn(user: String, password: String) -> Signal<Session, AuthError> { // expect: finding rule=one_shot_publisher_api
        let (signal, observer) = Signal<Session, AuthError>.pipe()
        client.session(user: user, password: password).continue { task in
            if let session = task.result {
                observer.send(value: session)
            } else {
                observer.send(error: .failed)
            }
        }
        return signal
    }

    // Each value is followed by the end, whichever branch runs.
    func signOut() -> Signal<Bool, Never> { // expect: finding rule=one_shot_publisher_api
        let (signal, observer) = Signal<Bool, Never>.pipe()
        DispatchQueue.global().async {
            observer.send(value: true)
            observer.sendCompleted()
        }
        return signal
    }

    // A value per change, from a loop: a stream.
    func changedKeys() -> Signal<String, Never> {
        let (signal, observer) = Signal<String, Never>.pipe()
        client.changes().continue { task in
            for key in task.result ?? [] { observer.send(value: key) }
        }
        return signal
    }

    // The observer is kept: anyone may send to it later.
    func keyFeed() -> Signal<String, Never> {
        let (signal, observer) = Signal<String, Never>.pipe()
        changesObserver = observer
        return signal
    }
}

final class LoginScreen {
    private let auth = AuthService()
    private(set) var token = ""
    private(set) var keys: [String] = []

    func submit(user: String, password: String) {
        auth.signIn(user: user, password: password)
            .observe(on: UIScheduler())
            .observeResult { [weak self] result in self?.token = (try? result.get().token) ?? "" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        auth.signOut()
            .observe(on: UIScheduler())
            .observeValues { [weak self] _ in self?.token = "" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        auth.changedKeys()
            .observe(on: UIScheduler())
            .observeValues { [weak self] key in self?.keys.append(key) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        auth.keyFeed()
            .observe(on: UIScheduler())
            .observeValues { [weak self] key in self?.keys.append(key) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

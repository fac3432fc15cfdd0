import Combine
import Foundation

struct Account { let name: String; static let preview = Account(name: "Preview") }
enum TokenError: Error { case expired }

protocol AccountService {
    func currentAccount() -> AnyPublisher<Account, Error> // expect: finding rule=one_shot_publisher_api
}

final class RemoteAccountService: AccountService {
    func currentAccount() -> AnyPublisher<Account, Error> {
        Future { promise in
            DispatchQueue.global().async { promise(.success(Account(name: "Remote"))) }
        }
        .eraseToAnyPublisher()
    }
}

final class PreviewAccountService: AccountService {
    func currentAccount() -> AnyPublisher<Account, Error> {
        Just(Account.preview).setFailureType(to: Error.self).eraseToAnyPublisher()
    }
}

protocol PresenceService {
    func presence() -> AnyPublisher<Bool, Never>
}

final class StaticPresence: PresenceService {
    func presence() -> AnyPublisher<Bool, Never> { Just(true).eraseToAnyPublisher() }
}

final class LivePresence: PresenceService {
    private let changes = PassthroughSubject<Bool, Never>()
    func presence() -> AnyPublisher<Bool, Never> { changes.eraseToAnyPublisher() }
}

protocol RemoteFlags {
    func fetchFlags() -> AnyPublisher<[String: Bool], Error>
}

final class TokenStore {
    private var cached: String?
    private let updates = PassthroughSubject<String, Never>()

    func token(refresh: Bool) -> AnyPublisher<String, Error> { // expect: finding rule=one_shot_publisher_api
        if !refresh, let cached {
            return Just(cached).setFailureType(to: Error.self).eraseToAnyPublisher()
        }
        return Fail(error: TokenError.expired).eraseToAnyPublisher()
    }

    func tokenChanges() -> AnyPublisher<String, Never> {
        if let cached {
            return Just(cached).merge(with: updates).eraseToAnyPublisher()
        }
        return updates.eraseToAnyPublisher()
    }
}

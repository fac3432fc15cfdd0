import Combine
import Foundation

final class ConnectivityMonitor {
    private let statusSubject = PassthroughSubject<Bool, Never>()

    func statusUpdates() -> AnyPublisher<Bool, Never> {
        statusSubject
            .removeDuplicates()
            .eraseToAnyPublisher()
    }

    func report(online: Bool) {
        statusSubject.send(online)
    }
}

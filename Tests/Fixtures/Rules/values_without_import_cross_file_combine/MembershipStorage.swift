import Combine

final class MembershipStorage {
    private let status = CurrentValueSubject<String, Never>("free")

    func statusPublisher(for account: String) -> AnyPublisher<String, Never> {
        status.eraseToAnyPublisher()
    }

    func didReceive(status newStatus: String) {
        status.send(newStatus)
    }
}

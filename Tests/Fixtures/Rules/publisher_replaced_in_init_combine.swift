import Combine
import Foundation

/// A stored publisher declared with a placeholder (`CurrentValueSubject([]).eraseToAnyPublisher()`)
/// and given another chain in `init` is that chain: `init` replaces the placeholder before anyone
/// can subscribe. Here the chain reads a subject sent to on every change of the folder.
final class FolderClient {
    var files: AnyPublisher<[String], Never> = CurrentValueSubject<[String], Never>([]).eraseToAnyPublisher()
    private let subject = CurrentValueSubject<[String], Never>([])

    init() {
        files = subject
            .handleEvents(receiveCancel: { print("stopped watching") })
            .eraseToAnyPublisher()
    }

    func folderDidChange(_ names: [String]) {
        subject.send(names)
    }
}

/// A placeholder no `init` replaces is what it is: one value for each subscriber.
final class EmptyClient {
    var files: AnyPublisher<[String], Never> = CurrentValueSubject<[String], Never>([]).eraseToAnyPublisher()
}

final class FolderViewModel {
    private var cancellables: Set<AnyCancellable> = []
    private(set) var names: [String] = []

    func watch(_ client: FolderClient) {
        client.files
            .sink { [weak self] in self?.names = $0 } // expect: pipeline verdict=keep rule=replayed_state hazards=
            .store(in: &cancellables)
    }

    func show(_ client: EmptyClient) {
        client.files
            .sink { [weak self] in self?.names = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
    }
}

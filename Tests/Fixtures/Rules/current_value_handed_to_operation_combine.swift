import Combine

enum DownloadState { case unknown, started, completed }

/// The subject is set up in `init` and then handed, from a method with no reactive word in
/// it, to an operation that sends to it: it changes over time, it is not a constant.
final class FetchOperation {
    let state: CurrentValueSubject<DownloadState, Never>

    init(state: CurrentValueSubject<DownloadState, Never>) {
        self.state = state
    }

    func run() {
        state.send(.completed)
    }
}

final class SavesSource {
    let downloadState: CurrentValueSubject<DownloadState, Never>

    init() {
        downloadState = .init(.unknown)
    }
}

extension SavesSource {
    func refresh() {
        let operation = makeOperation(for: downloadState)
        operation.run()
    }

    private func makeOperation(for state: CurrentValueSubject<DownloadState, Never>) -> FetchOperation {
        FetchOperation(state: state)
    }
}

final class SavesListModel {
    private var cancellables = Set<AnyCancellable>()
    private(set) var state = DownloadState.unknown

    init(source: SavesSource) {
        source.downloadState.sink { [weak self] in self?.state = $0 }.store(in: &cancellables) // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

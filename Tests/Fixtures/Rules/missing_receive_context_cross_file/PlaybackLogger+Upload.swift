import Combine
import Foundation

extension PlaybackLogger {
    func upload(to url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data.count)
            .replaceError(with: 0)
            .sink { [weak self] bytes in self?.uploaded += bytes } // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .store(in: &cancellables)
    }
}

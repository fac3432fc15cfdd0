import Combine
import Foundation

final class OfflineBanner {
    private(set) var isVisible = false
    private var cancellables = Set<AnyCancellable>()

    init(monitor: ConnectivityMonitor) {
        monitor.statusUpdates()
            .map { !$0 }
            .sink { [weak self] offline in self?.isVisible = offline } // expect: pipeline verdict=keep rule=continuous_stream hazards= cadence=stream consumers=1
            .store(in: &cancellables)
    }
}

import Combine
import Foundation

final class AnalyticsReporter {
    private var log: [String] = []
    private var cancellables = Set<AnyCancellable>()

    func attach(to store: SessionStore) {
        store.events
            .sink { [weak self] event in self?.log.append("session: \(event)") } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
            .store(in: &cancellables)
        store.unreadCounts()
            .filter { $0 > 99 }
            .sink { [weak self] _ in self?.log.append("inbox overflow") } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
            .store(in: &cancellables)
    }
}

import Combine
import Foundation

final class BadgeController {
    private let store: SessionStore
    private(set) var badge = 0
    private(set) var isSignedIn = false
    private var cancellables = Set<AnyCancellable>()

    init(store: SessionStore) {
        self.store = store
        store.events
            .map { event -> Bool in if case .signedIn = event { return true } else { return false } }
            .sink { [weak self] signedIn in self?.isSignedIn = signedIn } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
            .store(in: &cancellables)
        store.unreadCounts()
            .removeDuplicates()
            .sink { [weak self] count in self?.badge = count } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
            .store(in: &cancellables)
    }
}

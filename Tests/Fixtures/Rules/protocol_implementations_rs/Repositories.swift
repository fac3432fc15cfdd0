import ReactiveSwift

protocol DraftRepositoring {
    func clearAll() -> SignalProducer<Void, StoreError> // expect: finding rule=one_shot_publisher_api
}

// Hands the call on to whatever store it was given: the store protocol's adopters answer
// for `localStore.clearAll()`, not this method itself, whose name is the same.
final class DraftRepository: DraftRepositoring {
    private let localStore: DraftLocalStoring

    init(localStore: DraftLocalStoring) {
        self.localStore = localStore
    }

    func clearAll() -> SignalProducer<Void, StoreError> {
        localStore.clearAll()
    }
}

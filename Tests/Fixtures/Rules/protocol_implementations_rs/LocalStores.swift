import ReactiveSwift

enum StoreError: Error { case failed }

protocol DraftLocalStoring {
    func clearAll() -> SignalProducer<Void, StoreError> // expect: finding rule=one_shot_publisher_api
}

// Runs its delete once per start and sends the outcome: one value or one failure.
final class DraftLocalStore: DraftLocalStoring {
    private var rows: [Int: String] = [:]

    func clearAll() -> SignalProducer<Void, StoreError> {
        SignalProducer<Void, StoreError> { () -> Result<Void, StoreError> in
            self.rows.removeAll()
            return .success(())
        }
    }
}

protocol TagLocalStoring {
    func clearAll() -> SignalProducer<Void, StoreError> // expect: finding rule=one_shot_publisher_api
}

final class TagLocalStore: TagLocalStoring {
    private var tags: Set<String> = []

    func clearAll() -> SignalProducer<Void, StoreError> {
        SignalProducer { () -> Result<Void, StoreError> in
            self.tags.removeAll()
            return .success(())
        }
    }
}

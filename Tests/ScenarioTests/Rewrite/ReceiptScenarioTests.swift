import Foundation
import ScenarioDomain
import Testing

/// `Before|After/ReceiptRefresher.swift`: a single-shot sink over a callback API that stores the
/// receipt or the error in a collaborator; after the rewrite, a Task awaiting the value.
@MainActor
// Five minutes: on two cores these tests can wait behind the fuzz and plugin suites, which
// hold the pool's threads for a minute or two; a real hang still fails.
@Suite(.timeLimit(.minutes(5)))
struct ReceiptScenarioTests {
    /// Holds each request's callback until the test answers it.
    final class ControlledReceiptService: ReceiptService, @unchecked Sendable {
        let requests = Mailbox<String>()
        private let lock = NSLock()
        private var completions: [String: (Result<Receipt, ReceiptError>) -> Void] = [:]

        func fetchReceipt(orderID: String, completion: @escaping (Result<Receipt, ReceiptError>) -> Void) {
            lock.lock()
            completions[orderID] = completion
            lock.unlock()
            requests.post(orderID)
        }

        /// Calls the request's callback on the caller's thread.
        func complete(_ orderID: String, with result: Result<Receipt, ReceiptError>) {
            lock.lock()
            let completion = completions.removeValue(forKey: orderID)
            lock.unlock()
            completion?(result)
        }
    }

    /// Records what was stored, and whether it was stored on the main actor.
    final class RecordingReceiptStore: ReceiptStoring {
        enum Event: Equatable, Sendable {
            case saved(Receipt)
            case recorded(ReceiptError?)
        }

        struct Entry: Equatable, Sendable {
            var event: Event
            var onMainActor: Bool
        }

        let entries = Mailbox<Entry>()

        func save(_ receipt: Receipt) {
            entries.post(Entry(event: .saved(receipt), onMainActor: MainQueue.isCurrent))
        }

        func record(_ failure: any Error) {
            entries.post(Entry(event: .recorded(failure as? ReceiptError), onMainActor: MainQueue.isCurrent))
        }
    }

    let service = ControlledReceiptService()
    let store = RecordingReceiptStore()
    let receipt = Receipt(orderID: "o-7", totalCents: 1999)

    @Test(arguments: Implementation.allCases)
    func aFetchedReceiptIsSavedOnceOnTheMainActor(_ implementation: Implementation) async {
        let refresher = implementation.receiptRefresher(service: service, store: store)
        refresher.refresh(orderID: "o-7")
        #expect(await service.requests.next() == "o-7")

        await OtherThread.run { [service, receipt] in service.complete("o-7", with: .success(receipt)) }
        #expect(await store.entries.next() == .init(event: .saved(receipt), onMainActor: true))
        await MainQueue.turn()
        #expect(store.entries.pending.isEmpty)
        withExtendedLifetime(refresher) {}
    }

    @Test(arguments: Implementation.allCases)
    func aFailureReachesTheSameHandlerOnTheMainActor(_ implementation: Implementation) async {
        let refresher = implementation.receiptRefresher(service: service, store: store)
        refresher.refresh(orderID: "o-7")
        _ = await service.requests.next()

        await OtherThread.run { [service] in service.complete("o-7", with: .failure(.notFound)) }
        #expect(await store.entries.next() == .init(event: .recorded(.notFound), onMainActor: true))
        await MainQueue.turn()
        #expect(store.entries.pending.isEmpty)
        withExtendedLifetime(refresher) {}
    }

    @Test(arguments: Implementation.allCases)
    func nothingIsStoredOnceTheRefresherIsGone(_ implementation: Implementation) async {
        var refresher: (any ReceiptRefreshing)? = implementation.receiptRefresher(service: service, store: store)
        refresher?.refresh(orderID: "o-7")
        _ = await service.requests.next()

        refresher = nil
        service.complete("o-7", with: .success(receipt))
        // The longest way a stored value could still arrive is two main-queue hops
        // (`receive(on:)`, then the awaiting Task resuming).
        await MainQueue.turn()
        await MainQueue.turn()
        #expect(store.entries.pending.isEmpty)
    }
}

// A single-shot sink over a callback API: it stores the receipt or the error, once.
import Foundation
import OpenCombine
import OpenCombineDispatch
import ScenarioDomain

@MainActor
public final class ReceiptRefresher {
    private let service: any ReceiptService
    private let store: any ReceiptStoring
    private var cancellables = Set<AnyCancellable>()

    public init(service: any ReceiptService, store: any ReceiptStoring) {
        self.service = service
        self.store = store
    }

    public func refresh(orderID: String) {
        // expect: pipeline verdict=rewrite rule=single_shot_sink
        let upstreamPublisher = Deferred { [service] in
            Future<Receipt, ReceiptError> { promise in
                service.fetchReceipt(orderID: orderID, completion: promise)
            }
        }
        .receive(on: DispatchQueue.main)
        let task = Task { [store] in
            let completion: Subscribers.Completion<Error>
            do {
                for try await receipt in upstreamPublisher.values {
                    guard !Task.isCancelled else { break }
                    store.save(receipt)
                }
                guard !Task.isCancelled else { return }
                completion = .finished
            } catch is CancellationError {
                return
            } catch where Task.isCancelled {
                return
            } catch {
                completion = .failure(error)
            }
            if case .failure(let error) = completion {
                store.record(error)
            }
        }
        AnyCancellable { task.cancel() }.store(in: &cancellables)
    }
}

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
        Deferred { [service] in
            Future<Receipt, ReceiptError> { promise in
                service.fetchReceipt(orderID: orderID, completion: promise)
            }
        }
        .receive(on: DispatchQueue.main)
        .sink( // expect: pipeline verdict=rewrite rule=single_shot_sink
            receiveCompletion: { [store] completion in
                if case .failure(let error) = completion {
                    store.record(error)
                }
            },
            receiveValue: { [store] receipt in
                store.save(receipt)
            }
        )
        .store(in: &cancellables)
    }
}

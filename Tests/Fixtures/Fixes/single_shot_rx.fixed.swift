import RxSwift

struct Receipt {
    var total: Int
}

protocol ReceiptAPI {
    func receipt(id: String) -> Single<Receipt>
}

final class ReceiptViewModel {
    private let api: ReceiptAPI
    private let disposeBag = DisposeBag()
    private(set) var total = 0
    private(set) var failure: Error?

    init(api: ReceiptAPI) {
        self.api = api
    }

    func load(id: String) {
        let receiptSingle = api.receipt(id: id)
            .observe(on: MainScheduler.instance)
        let receiptTask = Task { @MainActor [weak self] in
            do {
                let receipt = try await receiptSingle.value
                self?.total = receipt.total
            } catch is CancellationError {
            } catch where Task.isCancelled {
            } catch {
                let problem = error
                self?.failure = problem
            }
        }
        Disposables.create { receiptTask.cancel() }.disposed(by: disposeBag)
    }
}

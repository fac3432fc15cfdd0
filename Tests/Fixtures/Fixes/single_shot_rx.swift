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
        api.receipt(id: id)
            .observe(on: MainScheduler.instance)
            .subscribe(
                onSuccess: { [weak self] receipt in
                    self?.total = receipt.total
                },
                onFailure: { [weak self] problem in
                    self?.failure = problem
                }
            )
            .disposed(by: disposeBag)
    }
}

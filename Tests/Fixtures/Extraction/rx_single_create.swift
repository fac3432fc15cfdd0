import Foundation
import RxSwift

struct Receipt { let number: String }

final class ReceiptPrinter {
    private let disposeBag = DisposeBag()

    func makeReceipt(for orderID: Int) -> Single<Receipt> {
        Single.create { single in
            single(.success(Receipt(number: "R-\(orderID)")))
            return Disposables.create()
        }
    }

    func printNow(orderID: Int) {
        Single<Receipt>.create { single in
            single(.success(Receipt(number: "NOW-\(orderID)")))
            return Disposables.create()
        }
        .observe(on: MainScheduler.instance)
        .subscribe(onSuccess: { print($0.number) }, onFailure: { print("failed: \($0)") }) // expect: pipeline source=single terminal=subscribe framework=rxswift ops=observe context=none type=ReceiptPrinter function=printNow
        .disposed(by: disposeBag)
    }

    func printLater(orderID: Int) {
        makeReceipt(for: orderID)
            .delay(.seconds(1), scheduler: MainScheduler.instance)
            .subscribe(onSuccess: { receipt in print(receipt.number) }) // expect: pipeline source=call resolved=single terminal=subscribe framework=rxswift ops=delay context=none type=ReceiptPrinter function=printLater
            .disposed(by: disposeBag)
    }
}

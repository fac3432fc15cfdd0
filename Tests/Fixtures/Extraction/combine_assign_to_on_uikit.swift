import Combine
import UIKit

final class BalanceViewController: UIViewController {
    private let balance = CurrentValueSubject<Decimal, Never>(0)
    private let balanceLabel = UILabel()
    private var subscriptions = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(balanceLabel)
        balance
            .map { amount -> String? in "€ \(amount)" }
            .assign(to: \.text, on: balanceLabel) // expect: pipeline source=currentValueSubject terminal=assign framework=combine ops=map context=mainActor type=BalanceViewController function=viewDidLoad
            .store(in: &subscriptions)
    }

    func deposit(_ amount: Decimal) {
        balance.value += amount
    }
}

import ReactiveSwift
import UIKit

// A member typed by a protocol still holds the object adopting it: observing that object's
// property with a strong `self`, and disposing nothing, keeps `self` alive through it.
protocol AccountStoring: AnyObject {
    var account: MutableProperty<String?> { get }
}

final class AccountStore: AccountStoring {
    let account = MutableProperty<String?>(nil)

    func signIn(_ name: String) {
        account.value = name
    }
}

final class RootViewController: UIViewController {
    private let store: AccountStoring

    init(store: AccountStoring) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
        store.account.producer.startWithValues { name in self.title = name } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
        store.account.producer.startWithValues { [weak self] name in self?.navigationItem.prompt = name } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

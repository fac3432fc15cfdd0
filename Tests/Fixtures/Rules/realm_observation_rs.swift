import ReactiveSwift
import RealmSwift
import UIKit

enum ReactiveRealmError: Error { case failed }

final class Item: Object {
    @objc dynamic var name = ""
}

// The producers come from a Realm binding outside the module (`reactive()`): their types say
// what they are. Results re-sent on every change are an observation; a producer of nothing is
// one write.
final class ItemRepository {
    private let realm: Realm

    init(realm: Realm) {
        self.realm = realm
    }

    func items() -> SignalProducer<Results<Item>, ReactiveRealmError> {
        realm.objects(Item.self).reactive()
    }

    func deleteAll() -> SignalProducer<Void, ReactiveRealmError> {
        realm.reactiveWrite { $0.deleteAll() }
    }
}

final class ItemListViewController: UIViewController {
    private let repository: ItemRepository
    private let countLabel = UILabel()
    private let disposable = CompositeDisposable()

    init(repository: ItemRepository) {
        self.repository = repository
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        disposable += repository.items()
            .startWithValues { [weak self] items in self?.countLabel.text = "\(items.count)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        disposable += repository.deleteAll()
            .startWithCompleted { [weak self] in self?.countLabel.text = "0" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}

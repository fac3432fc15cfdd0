import ReactiveCocoa
import ReactiveSwift
import UIKit

final class CatalogViewController: UIViewController {
    var client: CatalogClient!
    private(set) var products: [Product] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        client.products(category: "shoes")
            .observe(on: UIScheduler())
            .take(during: reactive.lifetime)
            .startWithResult { [weak self] result in // expect: pipeline source=call resolved=dataTask terminal=startWithResult framework=reactiveswift ops=observe,take context=mainActor type=CatalogViewController function=viewDidLoad
                if case let .success(products) = result { self?.products = products }
            }
    }
}

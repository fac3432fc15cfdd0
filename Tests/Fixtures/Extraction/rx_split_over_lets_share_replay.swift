import RxCocoa
import RxSwift
import UIKit

protocol FeedLoading {
    func loadFeed() -> Observable<[String]>
}

final class FeedHeaderViewController: UIViewController {
    var feedService: FeedLoading!
    private let countLabel = UILabel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let sharedFeed = feedService.loadFeed()
            .share(replay: 1, scope: .whileConnected)
        let countText = sharedFeed
            .map { "\($0.count) posts" }
        countText
            .observe(on: MainScheduler.instance)
            .bind(to: countLabel.rx.text) // expect: pipeline source=call terminal=bind framework=rxswift ops=share,map,observe context=mainActor type=FeedHeaderViewController function=viewDidLoad
            .disposed(by: disposeBag)
    }
}

import ReactiveCocoa
import ReactiveSwift
import UIKit

// ReactiveCocoa 4's `ConstantProperty` never changes: one value per observer. A force-unwrapped
// `viewModel!` is typed by its declaration like `viewModel`, so each controller reads its own
// view model's `headline`, not the same-named property of another type.
final class TrendingViewModel {
    let headline = ConstantProperty<String?>("Trending")
}

final class SearchViewModel {
    let headline = MutableProperty<String?>(nil)

    func search(_ query: String) {
        headline.value = query
    }
}

final class TrendingViewController: UIViewController {
    let viewModel: TrendingViewModel? = TrendingViewModel()

    func bind() {
        navigationItem.rac_title <~ viewModel!.headline.producer.observeOn(UIScheduler()) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        viewModel!.headline.producer.startWithNext { [weak self] in self?.title = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}

final class SearchViewController: UIViewController {
    var viewModel: SearchViewModel?

    func bind() {
        navigationItem.rac_title <~ viewModel!.headline.producer.observeOn(UIScheduler()) // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

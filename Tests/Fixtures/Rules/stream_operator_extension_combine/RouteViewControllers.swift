import Combine
import UIKit

final class StoreListViewController: UIViewController {
    private let viewModel = StoreListViewModel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Every selection sends a route: a stream, whatever `onMain` is declared to return.
        viewModel.output.route.onMain
            .sink { [weak self] in self?.title = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}

final class SplashViewController: UIViewController {
    private let viewModel = SplashViewModel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Its own `route` is a `Just`: one value, through the same operator.
        viewModel.output.route.onMain
            .sink { [weak self] in self?.title = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
    }
}

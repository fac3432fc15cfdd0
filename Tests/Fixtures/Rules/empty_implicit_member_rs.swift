import ReactiveSwift
import Result
import UIKit

/// `self.gotFavorite = .empty` in `init`: the output was left as ReactiveSwift's empty signal,
/// which completes without a value, so its observer never runs; `title` is fed by a pipe.
protocol DetailOutputs {
    var gotFavorite: Signal<(), NoError> { get }
    var title: Signal<String, NoError> { get }
}

final class DetailViewModel: DetailOutputs {
    let gotFavorite: Signal<(), NoError>
    let title: Signal<String, NoError>
    private let (titleSignal, titleObserver) = Signal<String, NoError>.pipe()

    init() {
        self.gotFavorite = .empty
        self.title = titleSignal.map { $0 }
    }

    func load(_ text: String) { titleObserver.send(value: text) }
    var outputs: DetailOutputs { return self }
}

final class DetailViewController: UIViewController {
    let viewModel = DetailViewModel()
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.outputs.gotFavorite
            .observe(on: UIScheduler())
            .observeValues { print("favorite") } // expect: pipeline verdict=rewrite rule=single_shot_sink
        viewModel.outputs.title
            .observeValues { [weak self] in self?.label.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream
    }
}

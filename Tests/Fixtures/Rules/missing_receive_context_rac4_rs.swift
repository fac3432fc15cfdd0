import ReactiveCocoa
import UIKit

// ReactiveCocoa 4 spells the hop `observeOn(UIScheduler())`: a hop to main, whatever RxSwift's
// `observeOn` would make of a scheduler it does not know. A queue scheduler leaves main.
final class ScoresViewModel {
    let isLoading = MutableProperty(false)
    let total = MutableProperty(0)

    func refresh() {
        isLoading.value = true
        total.value += 1
        isLoading.value = false
    }
}

final class ScoresViewController: UIViewController {
    let viewModel = ScoresViewModel()
    private let spinner = UIActivityIndicatorView()
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.isLoading.producer
            .observeOn(UIScheduler())
            .startWithNext { [weak self] loading in self?.spinner.isHidden = !loading } // expect: pipeline verdict=keep rule=replayed_state hazards=
        viewModel.total.producer
            .observeOn(QueueScheduler())
            .startWithNext { [weak self] total in self?.totalLabel.text = "\(total)" } // expect: pipeline verdict=keep rule=replayed_state hazards=missing_receive_context
    }
}

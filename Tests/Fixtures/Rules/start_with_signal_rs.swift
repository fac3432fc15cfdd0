import ReactiveSwift
import UIKit

final class LanguagesViewModel {
    private(set) var languages: [String] = []

    // One request whose result is stored, not sent: the producer only completes or fails.
    func loadLanguages() -> SignalProducer<Never, NSError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            APIClient.shared.languages { result in
                switch result {
                case .success(let names):
                    self.languages = names
                    observer.sendCompleted()
                case .failure(let error):
                    observer.sendFailed(error as NSError)
                }
            }
        }
    }

    // Sent every message for as long as the socket is open.
    let lastMessage = MutableProperty("")

    func receive(_ text: String) {
        lastMessage.value = text
    }
}

final class LanguagesViewController: UITableViewController {
    private let viewModel = LanguagesViewModel()
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The closure's signal is the started request: its two observers are the halves of one
        // subscription, not two consumers.
        viewModel.loadLanguages()
            .observe(on: UIScheduler())
            .startWithSignal { signal, _ in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
                signal.observeCompleted { [weak self] in self?.tableView.reloadData() } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
                signal.observeFailed { [weak self] error in self?.status.text = error.localizedDescription } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            }
        viewModel.lastMessage.producer
            .observe(on: UIScheduler())
            .startWithSignal { signal, _ in // expect: pipeline verdict=keep rule=replayed_state hazards=
                signal.observeValues { [weak self] text in self?.status.text = text } // expect: pipeline verdict=keep rule=replayed_state hazards=
            }
    }
}

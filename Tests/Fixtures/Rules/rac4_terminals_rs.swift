import ReactiveCocoa
import AppKit

// ReactiveCocoa 4 named the value handlers `startWithNext` and `observeNext`.
final class SyncerViewController: NSViewController {
    let state = MutableProperty("idle")
    let title = MutableProperty("")
    let (progress, progressObserver) = Signal<Double, NoError>.pipe()
    private let stateLabel = NSTextField()
    private let bar = NSProgressIndicator()

    func update(_ text: String) {
        state.value = text
        title.value = text.uppercased()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        state.producer.startWithNext { [weak self] text in self?.stateLabel.stringValue = text } // expect: pipeline verdict=keep rule=replayed_state hazards=
        progress.observeNext { [weak self] value in self?.bar.doubleValue = value } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        // Two one-shot requests in ReactiveCocoa 4 (`sendNext`, then `sendCompleted`), joined
        // by the free function `combineLatest`: one pair of values.
        let branches = fetchBranches()
        let pulls = fetchPulls()
        combineLatest(branches, pulls).startWithNext { [weak self] pair in self?.stateLabel.stringValue = "\(pair)" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        // The operator form pairs them the same way; paired with a property, it follows the property.
        // Which side sends last decides the thread, so the hop to main comes after the pairing.
        fetchBranches().zip(with: fetchPulls()).observeOn(UIScheduler()).startWithNext { [weak self] pair in self?.stateLabel.stringValue = "\(pair)" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        title.producer.combineLatest(with: fetchPulls()).observeOn(UIScheduler()).startWithNext { [weak self] pair in self?.stateLabel.stringValue = "\(pair)" } // expect: pipeline verdict=keep rule=replayed_state hazards=
    }

    func fetchBranches() -> SignalProducer<[String], NSError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            Client.shared.branches { names, error in
                if let error {
                    observer.sendFailed(error)
                } else {
                    observer.sendNext(names)
                    observer.sendCompleted()
                }
            }
        }.observeOn(UIScheduler())
    }

    func fetchPulls() -> SignalProducer<[Int], NSError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            Client.shared.pulls { numbers in
                observer.sendNext(numbers)
                observer.sendCompleted()
            }
        }.observeOn(UIScheduler())
    }
}

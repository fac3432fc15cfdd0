import ReactiveCocoa
import AppKit

// ReactiveCocoa 4 named the value handlers `startWithNext` and `observeNext`.
final class SyncerViewController: NSViewController {
    let state = MutableProperty("idle")
    let (progress, progressObserver) = Signal<Double, NoError>.pipe()
    private let stateLabel = NSTextField()
    private let bar = NSProgressIndicator()

    func update(_ text: String) {
        state.value = text
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        state.producer.startWithNext { [weak self] text in self?.stateLabel.stringValue = text } // expect: pipeline verdict=keep rule=replayed_state hazards=
        progress.observeNext { [weak self] value in self?.bar.doubleValue = value } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

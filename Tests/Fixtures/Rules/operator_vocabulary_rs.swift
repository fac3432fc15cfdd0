import ReactiveCocoa
import ReactiveSwift
import UIKit

let showsDetails = MutableProperty(false)

func toggleDetails() { showsDetails.value.toggle() }

final class EditorViewController: UIViewController {
    private let page = MutableProperty(0)
    private let backButton = UIButton()
    private let compactSection = UIStackView()
    private let titleLabel = UILabel()

    private let settings = MutableProperty([String: Bool]())

    func next() { page.value += 1 }
    func toggle(_ key: String) { settings.value[key] = !(settings.value[key] ?? false) }

    private func setting(_ key: String) -> SignalProducer<Bool, Never> {
        settings.producer.map { $0[key] ?? false }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // `combinePrevious` and `negate` are operators of the property's producer.
        page.producer
            .combinePrevious(0)
            .filter { previous, current in previous != current }
            .startWithValues { [weak self] _, current in self?.titleLabel.text = "\(current)" } // expect: pipeline verdict=keep rule=replayed_state hazards=
        setting("compact")
            .negate()
            .startWithValues { [weak self] canGoBack in self?.backButton.isEnabled = canGoBack } // expect: pipeline verdict=keep rule=replayed_state hazards=
        // A module-level property whose producer is negated in a binding.
        compactSection.reactive.isHidden <~ showsDetails.producer.negate() // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

import ReactiveCocoa
import ReactiveSwift
import UIKit

// `Property(value:)` never changes: each observer gets the one value, so binding it is setting
// a label once. `MutableProperty` and `Property(initial:then:)` keep changing.

final class ClipCell: UITableViewCell {
    let titleLabel = UILabel()
    let dateLabel = UILabel()

    func configure(title: String, updates: Signal<String, Never>) {
        let text = Property(value: title)
        let date = Property(initial: "now", then: updates)
        let counter = MutableProperty(0)
        titleLabel.reactive.text <~ text // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
        dateLabel.reactive.text <~ date // expect: pipeline verdict=keep rule=replayed_state hazards=
        counter.producer.startWithValues { [weak self] value in self?.tag = value } // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

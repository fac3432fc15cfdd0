import ReactiveSwift
import UIKit

// An observer that nobody disposes lives as long as its signal. A property's signal lives as
// long as the property, so observing one's own property with a strong `self` keeps `self`
// alive for good.
final class StepsCell: UIView {
    let steps = MutableProperty(0)
    let goal = MutableProperty(10_000)
    func walk(_ count: Int) {
        steps.value += count
        goal.swap(max(goal.value, steps.value))
    }
    private let stepsLabel = UILabel()
    private let goalLabel = UILabel()

    func bind(to model: StepsModel) {
        steps.signal.observeValues { count in self.stepsLabel.text = "\(count)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
        goal.producer.startWithValues { [weak self] value in self?.goalLabel.text = "\(value)" } // expect: pipeline verdict=keep rule=replayed_state hazards=
        // Another object's property: it does not belong to `self`, so no cycle through it.
        model.total.producer.startWithValues { total in self.goalLabel.text = "\(total)" } // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

final class StepsModel {
    let total = MutableProperty(0)

    func record(_ steps: Int) {
        total.value += steps
    }
}

// A view model `self` stores is owned through it: its property's observer holding `self`
// strongly is the same cycle. The side effects of `on(value:)` are the subscriber's work when
// `start()` takes no closure.
final class StepsScreen: UIViewController {
    let model = PaceModel()
    private let totalLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        model.pace.producer
            .on(value: { pace in self.totalLabel.text = "\(pace)" })
            .start() // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
        self.model.pace.signal.observeValues { [weak self] pace in self?.title = "\(pace)" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
    }
}

final class PaceModel {
    let pace = MutableProperty(0.0)

    func update(_ pace: Double) {
        self.pace.value = pace
    }
}

import ReactiveCocoa
import ReactiveSwift
import UIKit

/// A read-only `Property` given only `Property(value:)` is a constant: one value per observer.
final class BadgeViewModel {
    let title: Property<String>
    let count: Property<Int>
    private let counter = MutableProperty(0)

    init(name: String) {
        title = Property(value: name.uppercased())
        count = Property(counter)
    }

    func increment() {
        counter.value += 1
    }
}

final class BadgeView: UIView {
    private let titleLabel = UILabel()
    private let countLabel = UILabel()

    func bind(_ viewModel: BadgeViewModel) {
        titleLabel.reactive.text <~ viewModel.title // expect: pipeline verdict=rewrite rule=single_shot_sink
        countLabel.reactive.text <~ viewModel.count.map { "\($0)" } // expect: pipeline verdict=keep rule=replayed_state
    }
}

// Mutating methods on a part of the value (a subscript, a nested member) write the property:
// it is not a constant.
struct FilterForm { var tags: [String] = [] }

final class FilterSettings {
    private let flags = MutableProperty([String: Bool]())
    private let form = MutableProperty(FilterForm())
    private(set) var summary = ""

    func toggle(_ key: String) { flags.value[key]?.toggle() }
    func clearTags() { form.value.tags.removeAll() }

    func watch() {
        flags.producer.startWithValues { [weak self] flags in self?.summary = "\(flags.count)" } // expect: pipeline verdict=keep rule=replayed_state hazards=
        form.producer.startWithValues { [weak self] form in self?.summary = form.tags.joined() } // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

// A property that hands out its binding target is written by whoever binds into it.
final class SectionController {
    private let lastBinding = MutableProperty<Int?>(nil)
    var bindingTarget: BindingTarget<Int?> { lastBinding.bindingTarget }
    private(set) var shown = 0

    func setUp() {
        lastBinding.producer.skipNil().startWithValues { [weak self] value in self?.shown = value } // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

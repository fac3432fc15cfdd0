import ReactiveSwift
import UIKit

// A module's own operator takes its left side as an argument and may write it: `color` is
// updated by every `apply`, so it is state that changes; `code` is written by nothing after
// its declaration and stays a constant.
infix operator <-: AssignmentPrecedence

func <- <T>(property: MutableProperty<T>, value: T) {
    property.value = value
}

final class MutableRoute {
    let color: MutableProperty<UIColor?> = .init(nil)
    let code: MutableProperty<String> = .init("R1")

    func apply(color newColor: UIColor) {
        self.color <- newColor
    }
}

final class RouteBadge: UIView {
    private var disposable: Disposable?
    private let label = UILabel()

    func show(_ route: MutableRoute) {
        disposable = route.color.producer.skipNil().startWithValues { [weak self] in self?.backgroundColor = $0 } // expect: pipeline verdict=keep rule=replayed_state hazards=
        route.code.producer.startWithValues { [weak self] in self?.label.text = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}

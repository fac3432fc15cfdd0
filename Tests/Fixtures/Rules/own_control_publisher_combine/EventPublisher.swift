import Combine
import UIKit

// A publisher type the module writes itself: each subscription adds itself as the control's
// target and sends on every event, as a button's taps arrive.
struct EventPublisher<Control: UIControl>: Publisher {
    typealias Output = Control
    typealias Failure = Never

    let control: Control
    let event: UIControl.Event

    func receive<S: Subscriber>(subscriber: S) where S.Failure == Never, S.Input == Control {
        subscriber.receive(subscription: EventSubscription(subscriber: subscriber, control: control, event: event))
    }
}

private final class EventSubscription<S: Subscriber, Control: UIControl>: Subscription where S.Input == Control {
    private var subscriber: S?
    private weak var control: Control?

    init(subscriber: S, control: Control, event: UIControl.Event) {
        self.subscriber = subscriber
        self.control = control
        control.addTarget(self, action: #selector(fire), for: event)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        subscriber = nil
    }

    @objc private func fire() {
        guard let control else { return }
        _ = subscriber?.receive(control)
    }
}

extension UIButton {
    var taps: AnyPublisher<Void, Never> {
        EventPublisher(control: self, event: .touchUpInside).map { _ in }.eraseToAnyPublisher()
    }
}

extension UIView {
    // What the getter returns comes from a library the module does not hold.
    var statusPublisher: AnyPublisher<Int, Never> {
        StatusCenter.shared.changes(of: tag)
    }
}

// An operator of the module's own: whatever the receiver sends, weakly paired with an object.
extension Publisher {
    func weakly<Object: AnyObject>(_ object: Object) -> Publishers.CompactMap<Self, Object> {
        compactMap { [weak object] _ in object }
    }
}

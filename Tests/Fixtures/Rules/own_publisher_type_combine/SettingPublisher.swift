import Combine
import Foundation

// A publisher type the module writes itself: each subscription registers a key-value observer
// on the defaults and sends every change of the setting.
extension UserDefaults {
    func changes(of key: String) -> SettingPublisher {
        SettingPublisher(defaults: self, key: key)
    }
}

struct SettingPublisher: Combine.Publisher {
    typealias Output = Any?
    typealias Failure = Never

    let defaults: UserDefaults
    let key: String

    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        let subscription = SettingSubscription(subscriber: subscriber, defaults: defaults, key: key)
        subscriber.receive(subscription: subscription)
    }
}

private final class SettingSubscription<S: Subscriber>: NSObject, Subscription where S.Input == Any? {
    private var subscriber: S?
    private let defaults: UserDefaults
    private let key: String

    init(subscriber: S, defaults: UserDefaults, key: String) {
        self.subscriber = subscriber
        self.defaults = defaults
        self.key = key
        super.init()
        defaults.addObserver(self, forKeyPath: key, options: [.new], context: nil)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        defaults.removeObserver(self, forKeyPath: key)
        subscriber = nil
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?
    ) {
        _ = subscriber?.receive(change?[.newKey])
    }
}

import Combine
import Foundation

struct DefaultKey<Value> {
    let name: String
}

extension DefaultKey<Bool> {
    static let showsInvisibles = DefaultKey<Bool>(name: "showsInvisibles")
}

extension Notification.Name {
    static let documentDidSave = Notification.Name("documentDidSave")
}

// The module's own `publisher(for:initial:)`: a key-value observation of a setting, which
// sends every change (and, with `initial`, the current value first). Not NotificationCenter's API.
extension UserDefaults {
    @objc dynamic var showsInvisibles: Bool { bool(forKey: "showsInvisibles") }

    func publisher(for key: DefaultKey<Bool>, initial: Bool = false) -> AnyPublisher<Bool, Never> {
        publisher(for: \.showsInvisibles, options: initial ? [.initial, .new] : [.new])
            .eraseToAnyPublisher()
    }
}

import ReactiveSwift

struct Preferences { var fontSize: Int }
enum PreferencesError: Error { case corrupted }

final class PreferencesLoader {
    private(set) var fontSize = 14

    func loadDefaults() {
        SignalProducer<Preferences, Never>(value: Preferences(fontSize: 16))
            .map(\.fontSize)
            .startWithValues { [weak self] size in self?.fontSize = size } // expect: pipeline source=just terminal=startWithValues framework=reactiveswift ops=map context=none type=PreferencesLoader function=loadDefaults
    }

    func reportCorruption() {
        SignalProducer<Preferences, PreferencesError>(error: .corrupted)
            .startWithFailed { error in print("preferences unreadable: \(error)") } // expect: pipeline source=fail terminal=startWithFailed framework=reactiveswift ops= context=none type=PreferencesLoader function=reportCorruption
    }
}

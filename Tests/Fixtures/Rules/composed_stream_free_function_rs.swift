import ReactiveSwift

// `combineLatest(a, b, c)` as a free function (ReactiveCocoa 4 had them; modules keep their
// own overloads) combines the producers passed in: the verdict follows them, not the
// helper's generic return type.
func combineLatest<A, B, C, Failure>(
    _ a: SignalProducer<A, Failure>, _ b: SignalProducer<B, Failure>, _ c: SignalProducer<C, Failure>
) -> SignalProducer<(A, B, C), Failure> {
    a.combineLatest(with: b).combineLatest(with: c).map { ($0.0, $0.1, $1) }
}

final class ServerForm {
    let host = MutableProperty("")
    let user = MutableProperty("")
    let editing = MutableProperty(false)
    let nextAllowed = MutableProperty(false)
    let summary = MutableProperty("")
    let saveAllowed = MutableProperty(false)

    func hostChanged(_ text: String) { host.value = text }
    func userChanged(_ text: String) { user.value = text }
    func toggleEditing() { editing.value.toggle() }

    func setup() {
        nextAllowed <~ combineLatest(host.producer, user.producer, editing.producer) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .map { !$0.isEmpty && !$1.isEmpty && $2 }
        let enableSave = combineLatest(host.producer, user.producer, editing.producer)
            .map { _, _, editing in editing }
        saveAllowed <~ enableSave // expect: pipeline verdict=keep rule=composed_stream hazards=
        combineLatest(SignalProducer(value: "db"), SignalProducer(value: "admin"), SignalProducer(value: true))
            .startWithValues { [weak self] host, user, _ in self?.summary.value = "\(user)@\(host)" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }
}

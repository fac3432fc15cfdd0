extension SourceKind {
    /// What the kind alone says of how often it emits, with the reason in words.
    public var cadence: (GateAnswers.Cadence, String) {
        switch self {
        case .just: return (.once, "emits one value")
        case .fail: return (.once, "fails at once")
        case .empty: return (.once, "completes without a value")
        case .never: return (.stream, "never emits and never completes, so there is no value to await")
        case .future: return (.once, "a Future delivers one result")
        case .dataTask: return (.once, "a request delivers one response")
        case .request: return (.once, "a request (`rx.request`, Alamofire's `publishData()`, an object made for one request, an Action's `apply`) answers once")
        case .single: return (.once, "a Single/Maybe/Completable delivers at most one value")
        case .deferred: return (.unknown, "deferred publisher")
        case .subject: return (.stream, "a subject emits whenever it is sent to")
        case .currentValueSubject: return (.stream, "a current-value subject emits on every change")
        case .replaySubject: return (.stream, "a replay subject emits whenever it is sent to")
        case .relay, .behaviorRelay: return (.stream, "a relay emits whenever it is accepted into")
        case .published: return (.stream, "@Published emits on every assignment")
        case .property: return (.stream, "a property emits on every change")
        case .state: return (.stream, "a store's state emits on every change")
        case .notification: return (.stream, "notifications arrive repeatedly")
        case .timer: return (.stream, "a timer ticks repeatedly")
        case .kvo: return (.stream, "KVO emits on every change")
        case .controlEvent: return (.stream, "UI events arrive repeatedly")
        case .lifecycleEvent: return (.once, "`viewDidLoad` happens once per view controller")
        case .sequence: return (.stream, "emits a sequence of values")
        case .combined: return (.unknown, "combined publisher")
        case .ownPublisher: return (.stream, "its subscription sends on every change it observes")
        case .create: return (.unknown, "a custom publisher; its emissions are decided at run time")
        case .call, .reference, .unknown: return (.unknown, "the source cannot be classified")
        }
    }
}

extension GateAnswers.Cadence {
    /// Operators that bring other publishers' values into a chain, so that its cadence is no
    /// longer its source's alone.
    public static let joiningOperators: Set<String> = [
        "merge", "combineLatest", "zip", "withLatestFrom", "append", "prepend", "concat", "amb", "flatMap", "flatMapLatest",
        "switchToLatest", "switchLatest", "concatMap", "flatMapFirst", "switchMap",
    ]

    /// How often a combination of inputs (`zip`, `combineLatest`, `merge`) emits, from how
    /// often each input does; `text` is the combining call, which tells merging from pairing.
    public static func combined(_ inputs: [GateAnswers.Cadence], text: String) -> (GateAnswers.Cadence, String) {
        if inputs.contains(.stream) { return (.stream, "combines at least one stream") }
        guard !inputs.isEmpty, inputs.allSatisfy({ $0 == .once }) else { return (.unknown, "combines publishers of unknown cadence") }
        // `merge`/`concat` hand on every input's value: a few known values, then the end. That
        // is value-shaped all the same (each value becomes a plain call or an `async let`), but
        // never one value to await.
        if mergesSeveral(inputs.count, text: text) {
            return (.once, "merges \(inputs.count) single values: a fixed, finite sequence, not a stream")
        }
        return (.once, "combines only single values")
    }

    /// Whether a combination hands on each of its inputs' values (`merge`, `concat`) rather
    /// than pairing them (`zip`, `combineLatest`).
    public static func mergesSeveral(_ inputCount: Int, text: String) -> Bool {
        inputCount > 1 && ["merge", "Merge", "concat"].contains(where: text.contains)
    }
}

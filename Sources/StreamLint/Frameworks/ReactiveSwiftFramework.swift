extension FrameworkDescriptor {
    /// ReactiveSwift with ReactiveCocoa.
    public static let reactiveSwift = FrameworkDescriptor(
        framework: .reactiveswift, displayName: "ReactiveSwift",
        modules: ["ReactiveSwift", "ReactiveCocoa", "ReactiveMapKit"],
        constructors: [
            "MutableProperty": SourceConstructor(.property),
            // `Property(value:)` never changes: one value per observer, a constant.
            "Property": SourceConstructor(.property, kindByFirstLabel: ["value": .just]),
            // ReactiveCocoa 4's spelling of the same constant, and of a read-only view of a property.
            "ConstantProperty": SourceConstructor(.just),
            "AnyProperty": SourceConstructor(.property, kindByFirstLabel: ["value": .just, "initialValue": .property]),
            // `SignalProducer(result:)` sends the result's value or its error: one answer.
            "SignalProducer": SourceConstructor(
                .create, kindByFirstLabel: ["value": .just, "error": .fail, "values": .sequence, "result": .just]),
        ],
        wrappingConstructors: ["SignalProducer", "Property"],
        factories: [
            "Signal": SourceFactory(["pipe": .subject, "combineLatest": .combined, "zip": .combined, "merge": .combined]),
            "Property": SourceFactory(["combineLatest": .combined, "zip": .combined]),
            "SignalProducer": SourceFactory([
                "timer": .timer, "combineLatest": .combined, "zip": .combined, "merge": .combined, "empty": .empty,
                "never": .never, "init": .create,
            ]),
        ],
        memberSources: [
            MemberSource("notifications", after: "reactive", kind: .notification),
            // ReactiveCocoa's `NotificationCenter.default.reactive.keyboard(.willShow)` and
            // `keyboardChange`: its keyboard notifications, mapped to their context.
            MemberSource("keyboard", after: "reactive", shape: .call, kind: .notification),
            MemberSource("keyboardChange", after: "reactive", kind: .notification),
            MemberSource("producer", after: "reactive", shape: .callLabelled("forKeyPath"), kind: .kvo),
            MemberSource("signal", after: "reactive", shape: .callLabelled("forKeyPath"), kind: .kvo),
            MemberSource("data", after: "reactive", kind: .dataTask),
            // Moya's `provider.reactive.request(.target)`: one response per start.
            MemberSource("request", after: "reactive", shape: .call, kind: .request),
            // `action.apply(input)`: a producer that runs the action's work once (its
            // `values`/`errors` signals are the streams).
            MemberSource("apply", shape: .call, kind: .request),
            // ReactiveCocoa 3/4's notification producers on `NSNotificationCenter`.
            MemberSource("rac_notifications", shape: .call, kind: .notification),
            MemberSource("rac_addObserverForName", shape: .call, kind: .notification),
            // ReactiveCocoa's Objective-C bridge (RAC 2–4, read through `toSignalProducer()`):
            // control events, text changes and delegate callbacks recur; key paths are KVO.
            MemberSource("rac_signalForControlEvents", shape: .call, kind: .controlEvent),
            MemberSource("rac_textSignal", kind: .controlEvent),
            MemberSource("rac_signalForSelector", shape: .call, kind: .controlEvent),
            MemberSource("rac_valuesForKeyPath", shape: .call, kind: .kvo),
        ],
        sourceNamespaces: ["reactive": .controlEvent],
        referenceAdapters: ["producer", "signal"],
        changesOnlyAdapters: ["signal"],
        declaredTypeKinds: [
            "MutableProperty": .property, "Property": .property, "ConstantProperty": .just, "AnyProperty": .property,
        ],
        streamTypeNames: ["Signal", "SignalProducer"],
        characteristicSourceKinds: [.property],
        // `let (signal, observer) = Signal<Int, Never>.pipe()`.
        spineHints: ["pipe"],
        streamProtocols: ["SignalProducerProtocol", "SignalProtocol", "PropertyProtocol"],
        subscribingMembers: [
            SubscribingMember("observe", labels: ["_"], evidence: .sharedWithOtherAPIs),
            SubscribingMember("start", labels: ["_"], evidence: .sharedWithOtherAPIs),
        ] + [
            "observeValues", "observeResult", "observeCompleted", "observeFailed", "observeInterrupted", "startWithValues",
            "startWithResult", "startWithCompleted", "startWithFailed", "startWithInterrupted", "startWithSignal",
            // ReactiveCocoa 4's names for the value handlers, still in apps that never upgraded.
            "startWithNext", "observeNext",
        ].map { SubscribingMember($0, evidence: .unique) },
        distinctiveOperators: [
            "debounce", "throttle", "skipRepeats", "combineLatest", "flatMapError", "promoteError", "mapError",
            "materialize", "dematerialize", "skipNil", "filterMap", "sample", "collect", "timeout", "retry", "scan",
            "merge", "zip",
        ],
        identifyingOperators: ["skipRepeats", "promoteError", "flatMapError"],
        timingOperators: ["debounce", "throttle", "delay", "timeout"],
        combinators: ["combineLatest", "zip", "merge", "retry", "scan", "concat", "race"],
        oneValueOperators: ["collect", "reduce"],
        otherOperators: [
            "map", "compactMap", "filter", "flatMap", "take", "skip", "observe", "lazyMap", "attemptMap", "on",
            "then", "ignoreNil", "combinePrevious", "logEvents", "negate", "uniqueValues", "withLatest",
        ],
        // A time operator delivers on its scheduler too.
        // `observeOn` is ReactiveCocoa 4's spelling of `observe(on:)`.
        schedulingOperators: ["observe", "observeOn", "debounce", "throttle", "delay"],
        // ReactiveSwift's `UIScheduler()` and `QueueScheduler.main` run on the main thread.
        mainSchedulerWords: ["main", "Main", "UIScheduler"],
        mainThreadHop: ".observe(on: UIScheduler())",
        virtualTimeSchedulers: ["TestScheduler"],
        // `<~` binds; `.pipe(` makes a signal and its observer; `.apply(` runs an Action.
        prefilterNeedles: ["<~", "Property<", "Property(", "MutableProperty", "Signal", ".reactive.", ".pipe(", ".apply("])
}

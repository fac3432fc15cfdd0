extension FrameworkDescriptor {
    /// RxSwift with RxCocoa, RxRelay and the community extensions.
    public static let rxSwift = FrameworkDescriptor(
        framework: .rxswift, displayName: "RxSwift",
        modules: [
            "RxSwift", "RxCocoa", "RxRelay", "RxDataSources", "RxSwiftExt", "RxOptional", "RxGesture", "RxTest", "RxBlocking",
        ],
        constructors: [
            "PublishSubject": SourceConstructor(.subject), "BehaviorSubject": SourceConstructor(.currentValueSubject),
            "PublishRelay": SourceConstructor(.relay), "BehaviorRelay": SourceConstructor(.behaviorRelay),
            // RxSwift 4's `Variable`, BehaviorRelay's predecessor: current value plus changes.
            "Variable": SourceConstructor(.behaviorRelay),
        ],
        factories: [
            "Observable": observableFactory, "Infallible": observableFactory, "Driver": observableFactory,
            "Single": primitiveSequenceFactory, "Maybe": primitiveSequenceFactory, "Completable": primitiveSequenceFactory,
            "ReplaySubject": SourceFactory([:], otherMembers: .replaySubject),
            // `PublishRelay<String>.just(message)`: `ObservableType`'s factories, reached through a relay or subject type.
            "PublishRelay": observableFactory, "BehaviorRelay": observableFactory, "PublishSubject": observableFactory,
            "BehaviorSubject": observableFactory,
            // RxCocoa's `Signal`; ReactiveSwift's has other factories.
            "Signal": SourceFactory(["just": .just, "empty": .empty, "never": .never]),
        ],
        memberSources: [
            MemberSource("notification", after: "rx", kind: .notification),
            MemberSource("observe", after: "rx", kind: .kvo), MemberSource("observeWeakly", after: "rx", kind: .kvo),
            MemberSource("data", after: "rx", kind: .dataTask), MemberSource("response", after: "rx", kind: .dataTask),
            MemberSource("json", after: "rx", kind: .dataTask),
            // Moya's `provider.rx.request(.target)` (a `Single`), RxAlamofire's and
            // TinyNetworking's `rx.request(…)`: one response per subscription.
            MemberSource("request", after: "rx", kind: .request),
            // RxViewController's `rx.viewDidLoad`: once per controller, a trigger for the first load.
            MemberSource("viewDidLoad", after: "rx", kind: .lifecycleEvent),
            // The appearance events come again every time the controller is shown or hidden.
            MemberSource("viewWillAppear", after: "rx", kind: .controlEvent),
            MemberSource("viewDidAppear", after: "rx", kind: .controlEvent),
            MemberSource("viewWillDisappear", after: "rx", kind: .controlEvent),
            MemberSource("viewDidDisappear", after: "rx", kind: .controlEvent),
        ],
        sourceNamespaces: ["rx": .controlEvent],
        declaredTypeKinds: [
            "PublishSubject": .subject, "BehaviorSubject": .currentValueSubject, "ReplaySubject": .replaySubject,
            "PublishRelay": .relay, "BehaviorRelay": .behaviorRelay, "Variable": .behaviorRelay, "Single": .single,
            "Maybe": .single, "Completable": .single, "ControlEvent": .controlEvent, "ControlProperty": .controlEvent,
        ],
        streamTypeNames: ["Observable", "Driver", "Signal", "Relay", "Infallible"],
        characteristicSourceKinds: [.relay, .behaviorRelay, .replaySubject, .single],
        streamProtocols: ["ObservableType", "ObservableConvertibleType", "SharedSequenceConvertibleType", "PrimitiveSequenceType"],
        subscribingMembers: [
            SubscribingMember(
                "subscribe", labels: ["onNext", "onError", "onCompleted", "onDisposed", "onSuccess", "onFailure", "with", "_"],
                evidence: .sharedWithOtherAPIs),
            SubscribingMember("bind", labels: ["to", "onNext", "with", "_"], evidence: .sharedWithOtherAPIs),
            SubscribingMember("drive", labels: ["onNext", "onCompleted", "onDisposed", "with", "_"], evidence: .sharedWithOtherAPIs),
            SubscribingMember(
                "emit", labels: ["to", "onNext", "onCompleted", "onDisposed", "with", "_"], evidence: .sharedWithOtherAPIs),
        ],
        distinctiveOperators: [
            "debounce", "throttle", "distinctUntilChanged", "observeOn", "subscribeOn", "flatMapLatest", "switchLatest",
            "combineLatest", "withLatestFrom", "asDriver", "asSignal", "asObservable", "asSingle", "asMaybe", "asCompletable",
            "share", "shareReplay", "multicast", "catchError", "catchErrorJustReturn", "catchAndReturn", "materialize",
            "dematerialize", "startWith", "delaySubscription", "timeout", "retry", "sample", "buffer", "window", "scan",
            "merge", "zip", "flatMapFirst", "concatMap", "ignoreElements", "orEmpty", "do",
        ],
        identifyingOperators: [
            "asDriver", "asSignal", "asObservable", "observeOn", "distinctUntilChanged", "flatMapLatest", "withLatestFrom",
            "catchErrorJustReturn", "asSingle",
        ],
        timingOperators: ["debounce", "throttle", "delay", "timeout", "sample", "interval", "delaySubscription", "buffer", "window"],
        combinators: [
            "combineLatest", "zip", "merge", "withLatestFrom", "switchLatest", "flatMapLatest", "retry", "scan", "concat",
            "amb", "flatMapFirst",
        ],
        sharingOperators: ["share", "multicast", "shareReplay", "publish", "refCount", "replay"],
        replayingOperators: ["shareReplay", "replay"],
        oneValueOperators: ["first", "reduce", "toArray", "asSingle", "asMaybe", "asCompletable"],
        otherOperators: [
            "map", "compactMap", "filter", "flatMap", "take", "skip", "subscribe", "distinct", "takeUntil", "skipUntil",
            "takeWhile", "skipWhile", "throttleFirst", "doOnNext", "switchMap", "filterNil", "unwrap", "mapToVoid",
            // RxSwift 6's (`withUnretained(self)`, `catch`, `asInfallible`) and Completable's `andThen`.
            "withUnretained", "debug", "catch", "andThen", "asInfallible", "toArray", "reduce", "enumerated",
            // RxGesture's `rx.tapGesture().when(.recognized)`.
            "when",
        ],
        // RxSwift 6 spells it `observe(on:)`, earlier versions `observeOn`; a time operator
        // delivers on its scheduler too.
        schedulingOperators: ["observe", "observeOn", "debounce", "throttle", "delay"],
        mainSchedulerWords: ["main", "Main"],
        mainThreadTraits: [
            MainThreadTrait("Driver", operators: ["asDriver", "drive"], declaredTypePrefixes: ["Driver<"], replays: true),
            // A `SharedSequence<…>` is a Driver or a Signal: it shares and delivers on main, and
            // may not replay.
            MainThreadTrait(
                "Signal", operators: ["asSignal", "emit"], declaredTypePrefixes: ["Signal<", "SharedSequence<"], replays: false),
        ],
        mainThreadHop: ".observe(on: MainScheduler.instance)",
        // RxTest's.
        virtualTimeSchedulers: ["TestScheduler", "HistoricalScheduler", "VirtualTimeScheduler"],
        // `.accept(` and `.onNext(` feed relays and subjects; `.do` alone would match `.document`.
        prefilterNeedles: [
            // `PublishSubject` and `PublishRelay` are found by their last word; `Single` and `Maybe`
            // only as the types (`Single<`, `Single.just`, `SingleTrait`), not in `SingleValueContainer`.
            ".accept(", ".onNext(", "Subject", "Observable", "Relay", "Single<", "Single.", "SingleTrait", "Maybe<",
            "Maybe.", "MaybeTrait", "Completable", "Driver", "Infallible", "Signal", "Variable<", "Variable(", ".rx.", ".do(",
            ".do {", ".do{",
            // ReactorKit's `reduce(state:mutation:)`: a reactor declaring none keeps its initial
            // state, so an extension holding only `reduce` must be read too.
            "func reduce(state:",
        ])

    /// `Observable.just(1)`, `Observable.combineLatest(a, b)`; `Infallible` and `Driver` have the same.
    private static let observableFactory = SourceFactory([
        "just": .just, "of": .sequence, "from": .sequence, "create": .create, "interval": .timer, "timer": .timer,
        "combineLatest": .combined, "zip": .combined, "merge": .combined, "concat": .combined, "amb": .combined,
        "empty": .empty, "error": .fail, "never": .never, "deferred": .deferred,
    ])

    /// `Single.create { … }`, `Maybe.deferred { … }`: at most one value, whatever the factory.
    /// `Single.timer(_:scheduler:)` is one tick after a delay: a timer all the same.
    private static let primitiveSequenceFactory = SourceFactory(["just": .just, "timer": .timer], otherMembers: .single)
}

extension FrameworkDescriptor {
    /// RxSwift with RxCocoa, RxRelay and the community extensions.
    public static let rxSwift = FrameworkDescriptor(
        framework: .rxswift, displayName: "RxSwift",
        modules: [
            "RxSwift", "RxCocoa", "RxRelay", "RxDataSources", "RxSwiftExt", "RxOptional", "RxGesture", "RxTest", "RxBlocking",
        ],
        terminals: ["subscribe", "bind", "drive", "emit"],
        schedulingOperators: ["observe", "observeOn", "debounce", "throttle", "delay"],
        mainSchedulerWords: ["main", "Main"],
        mainThreadTraits: ["asDriver", "asSignal", "drive", "emit"],
        mainThreadHop: ".observe(on: MainScheduler.instance)",
        declaredTypeKinds: [
            "PublishSubject": .subject, "BehaviorSubject": .currentValueSubject, "ReplaySubject": .replaySubject,
            "PublishRelay": .relay, "BehaviorRelay": .behaviorRelay, "Variable": .behaviorRelay, "Single": .single,
            "Maybe": .single, "Completable": .single, "ControlEvent": .controlEvent, "ControlProperty": .controlEvent,
        ],
        sharedMainThreadTypePrefixes: ["Driver<", "Signal<", "SharedSequence<"])
}

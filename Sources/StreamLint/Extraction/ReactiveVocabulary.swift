/// The names StreamLint recognises. Kept in one place so that extraction, the gate and the
/// cheap pre-parse filter agree on what "reactive" means.
enum ReactiveVocabulary {
    /// Calls and members that subscribe, ending a chain.
    static let terminals: Set<String> = FrameworkDescriptor.allTerminals

    /// Operators that exist only in reactive frameworks, so their presence alone proves a chain is reactive.
    static let distinctiveOperators: Set<String> = [
        "debounce", "throttle", "removeDuplicates", "distinctUntilChanged", "eraseToAnyPublisher",
        "receive", "observeOn", "subscribeOn", "flatMapLatest", "switchToLatest", "switchLatest",
        "combineLatest", "withLatestFrom", "asDriver", "asSignal", "asObservable", "asSingle", "asMaybe",
        "asCompletable", "share", "shareReplay", "multicast", "autoconnect", "makeConnectable",
        "catchError", "catchErrorJustReturn", "catchAndReturn", "replaceError", "setFailureType",
        "mapError", "tryMap", "handleEvents", "materialize", "dematerialize", "skipRepeats",
        "startWith", "delaySubscription", "timeout", "retry", "sample",
        "collect", "buffer", "window", "scan", "merge", "zip", "flatMapFirst", "concatMap",
        "ignoreElements", "orEmpty", "skipNil", "filterMap", "promoteError", "flatMapError",
        "do",
    ]

    static let timeOperators: Set<String> = [
        "debounce", "throttle", "delay", "timeout", "sample", "interval", "delaySubscription",
        "buffer", "window",
    ]

    static let combinators: Set<String> = [
        "combineLatest", "zip", "merge", "withLatestFrom", "switchToLatest", "switchLatest",
        "flatMapLatest", "retry", "scan", "concat", "amb", "race", "flatMapFirst",
    ]

    /// Names whose presence on a chain's spine makes the chain worth classifying when it is
    /// assigned or passed: constructors, source-making members and distinctive operators.
    static let spineHints: Set<String> = distinctiveOperators.union([
        "Just", "Fail", "Empty", "Future", "Deferred", "PassthroughSubject", "CurrentValueSubject", "Record",
        "AnyPublisher", "PublishSubject", "BehaviorSubject", "PublishRelay", "BehaviorRelay", "ReplaySubject",
        "Variable", "MutableProperty", "Property", "SignalProducer", "Signal", "Observable", "Single", "Maybe", "Completable",
        "Infallible", "Driver", "Publishers", "Timer", "dataTaskPublisher", "publisher", "rx", "reactive", "pipe",
        "producer", "signal", "eraseToAnyPublisher",
    ])

    /// Operators whose closure builds an inner publisher worth classifying.
    static let innerPublisherOperators: Set<String> = [
        "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "switchMap", "map", "compactMap",
        "tryMap", "catch", "tryCatch", "flatMapError",
    ]

    /// Operators whose first argument is worth keeping in the model (a scheduler, a strategy, a count).
    static let operatorsWithSignificantArgument: Set<String> = [
        "receive", "observe", "observeOn", "subscribe", "subscribeOn", "collect", "share", "shareReplay",
        "debounce", "throttle", "delay", "timeout", "buffer", "replay", "multicast", "prefix", "take",
        "flatMap", "retry",
    ]

    /// Operators that end a stream after one value.
    static let oneValueOperators: Set<String> = [
        "first", "last", "collect", "reduce", "asSingle", "asMaybe", "asCompletable", "toArray",
    ]

    /// Type names that make a declaration's type reactive.
    static let reactiveTypeNames: [String] = [
        "Publisher", "AnyPublisher", "Future", "Just", "Deferred", "Fail", "Empty", "Subject",
        "PassthroughSubject", "CurrentValueSubject", "Observable", "Single", "Maybe", "Completable",
        "Driver", "Signal", "SignalProducer", "Property", "MutableProperty", "Relay", "PublishRelay",
        "BehaviorRelay", "PublishSubject", "BehaviorSubject", "ReplaySubject", "Infallible",
        "ControlEvent", "ControlProperty", "Published", "Variable",
    ]

    /// Superclasses and protocols whose members run on the main actor.
    static let mainActorBaseTypes: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController", "UISplitViewController", "UISearchController",
        "UIAlertController", "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel", "UITextField", "UITextView",
        "UIScrollView", "UITableView", "UICollectionView", "UIStackView", "UIImageView", "UIWindow",
        "UIResponder", "UIApplication", "UIHostingController", "UIInputViewController",
        "NSViewController", "NSView", "NSWindowController", "NSWindow", "NSResponder", "NSTableCellView",
        "NSHostingController", "NSHostingView", "UIHostingConfiguration",
    ]

    /// SwiftUI protocols whose conformers are main-actor isolated.
    static let swiftUIMainActorProtocols: Set<String> = ["View", "App", "Scene"]

    static let virtualTimeSchedulers: [String] = [
        "TestScheduler", "ImmediateScheduler", "DispatchQueue.test", "RunLoop.test", "TestClock",
        "HistoricalScheduler", "VirtualTimeScheduler",
    ]

    /// A file holding none of these byte strings cannot contain a pipeline, a reactive
    /// declaration, a feed or a virtual-time test, so it need not be parsed (see `ReactivePrefilter`).
    /// Terminals and feeds are member calls, and Swift allows no space after a member's dot,
    /// so `.sink` is as sure as `sink` and far rarer in unrelated code.
    /// Every chain `FactExtractor.isReactiveChain` accepts names a constructor or a
    /// distinctive operator, so these cover reactive initializers and assignments too.
    static let prefilterNeedles: [String] = terminalAndTypeNeedles
        + ["Record<", "Record(", "Timer.publish", ".publisher", ".rx.", ".reactive.", ".pipe(", ".do(", ".do {", ".do{"]
        + distinctiveOperators.filter { $0 != "do" }.sorted().map { "." + $0 }

    private static let terminalAndTypeNeedles: [String] = [
        ".sink", ".assign", ".subscribe", ".bind", ".drive", ".emit", "onReceive", ".observe", ".start",
        ".values", "<~", ".send(", ".accept(", ".onNext(",
        "Publisher", "Publish", "Subject", "Observable", "Relay", "Property<", "Property(", "MutableProperty",
        "Signal", "Future", "Just", "Single", "Maybe", "Completable", "Driver", "Deferred", "Fail(", "Fail<",
        "Empty(", "Empty<", "Infallible", "Scheduler", "TestClock", "DispatchQueue.test", "RunLoop.test",
        "@_exported",
    ]
}

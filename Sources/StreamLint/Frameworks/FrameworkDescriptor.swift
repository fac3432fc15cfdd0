/// What StreamLint knows of one reactive framework, in one place: the modules that bring it in,
/// its name for people, what makes a source and of which kind, the calls that subscribe, its
/// operators by what they do, how a chain moves delivery to the main thread and the operator a
/// fix inserts to do so, and the words the pre-parse filter looks for. Adding a framework is one
/// more descriptor in `FrameworkDescriptor.all` (plus its fixtures); the stages read the
/// registry (`FrameworkDescriptor+Registry.swift`, `ReactiveVocabulary`), never a framework's
/// names of their own.
public struct FrameworkDescriptor: Sendable {
    public var framework: Framework
    public var displayName: String
    /// Modules whose import makes a file use the framework (its extensions and test helpers too).
    public var modules: Set<String>

    // MARK: Sources

    /// Types whose initializer makes a source: `Just(1)`, `PublishSubject<Int>()`.
    public var constructors: [String: SourceConstructor]
    /// Types whose initializer, given one publisher, makes a source of that publisher's kind
    /// (`AnyPublisher(subject)`, `SignalProducer(signal)`).
    public var wrappingConstructors: Set<String> = []
    /// Types whose static members make sources: `Observable.just(1)`, `SignalProducer.timer(…)`.
    public var factories: [String: SourceFactory] = [:]
    /// Members that make a source wherever they appear in a chain: `session.dataTaskPublisher(for:)`,
    /// `center.publisher(for: name)`, `object.rx.observe(…)`.
    public var memberSources: [MemberSource] = []
    /// Namespaces of UI extensions (`button.rx.tap`): a member not in `memberSources` makes a
    /// source of this kind.
    public var sourceNamespaces: [String: SourceKind] = [:]
    /// Members that expose a reactive property's stream (`property.producer`): the source is
    /// the property they follow.
    public var referenceAdapters: Set<String> = []
    /// Those of `referenceAdapters` that hand on changes only, never the current value
    /// (ReactiveSwift's `property.signal`, where `property.producer` starts with it).
    public var changesOnlyAdapters: Set<String> = []
    /// Declared types (`PassthroughSubject<…>`, `BehaviorRelay<…>`) and the kind of source
    /// they make a property, parameter or returned value.
    public var declaredTypeKinds: [String: SourceKind]
    /// Other type names that make a declaration reactive, though they do not tell its kind
    /// (`AnyPublisher`, `Observable`).
    public var streamTypeNames: Set<String>
    /// Kinds of source that name this framework when nothing else does (`Just` is Combine's,
    /// a relay RxSwift's).
    public var characteristicSourceKinds: Set<SourceKind>
    /// Further names that make an assigned or passed chain worth classifying (`Signal.pipe()`).
    public var spineHints: Set<String> = []
    /// Protocols every stream of the framework adopts: a member an app declares in an extension
    /// of one (`extension Publisher { var main: AnyPublisher<Output, Failure> { … } }`) is an
    /// operator on whatever stream it is read from.
    public var streamProtocols: Set<String> = []

    // MARK: Subscribing

    /// Calls and members that subscribe, ending a chain.
    public var subscribingMembers: [SubscribingMember]

    // MARK: Operators

    /// Operators only reactive frameworks have: one on a chain proves it reactive.
    public var distinctiveOperators: Set<String>
    /// Operators no other framework has, so one names the chain's framework.
    public var identifyingOperators: Set<String>
    /// Operators that wait for time to pass (the gate's timing answer).
    public var timingOperators: Set<String>
    /// Operators that join or switch between upstreams (the gate's composition answer).
    public var combinators: Set<String>
    /// Operators after which subscribers share one upstream subscription.
    public var sharingOperators: Set<String> = []
    /// Operators that give a late subscriber values sent before it came.
    public var replayingOperators: Set<String> = []
    /// Operators that end a stream after one value.
    public var oneValueOperators: Set<String>
    /// Operators in none of the categories above, known so that `items.map(…)` after a
    /// reference reads as an operator, not as a method that returns the source.
    public var otherOperators: Set<String>

    // MARK: Threads

    /// Operators that move delivery to the scheduler in their arguments.
    public var schedulingOperators: Set<String>
    /// Words in a scheduler argument that name the main thread.
    public var mainSchedulerWords: [String]
    /// Stream types that deliver on the main thread whatever their upstream (RxCocoa's
    /// `Driver` and `Signal`).
    public var mainThreadTraits: [MainThreadTrait] = []
    /// The operator a fix inserts before the terminal to deliver on the main thread.
    public var mainThreadHop: String

    // MARK: Text

    /// Schedulers and clocks that stand in for time in tests.
    public var virtualTimeSchedulers: [String]
    /// Byte strings of which a file using the framework holds at least one, besides its
    /// subscribing members and distinctive operators after a dot (see `ReactivePrefilter`).
    /// A needle starting `.name` replaces the derived `.name` of an operator whose bare name
    /// starts common words (`.do(` for `do`, which `.document` would match).
    public var prefilterNeedles: [String]
}

extension FrameworkDescriptor {
    /// What calling a type's initializer makes.
    public struct SourceConstructor: Sendable {
        public var kind: SourceKind
        /// Another kind when the first argument has this label (`SignalProducer(value:)` is one value).
        public var kindByFirstLabel: [String: SourceKind] = [:]
        /// Another kind when an argument is written `label: value` exactly
        /// (`Empty(completeImmediately: false)` never completes).
        public var kindByArgument: [String: SourceKind] = [:]

        public init(_ kind: SourceKind, kindByFirstLabel: [String: SourceKind] = [:], kindByArgument: [String: SourceKind] = [:]) {
            self.kind = kind
            self.kindByFirstLabel = kindByFirstLabel
            self.kindByArgument = kindByArgument
        }
    }

    /// What a type's static members make (`Observable.just`, `Publishers.CombineLatest3`).
    public struct SourceFactory: Sendable {
        public var members: [String: SourceKind]
        /// Members by the start of their name (`CombineLatest` for `CombineLatest3`).
        public var memberPrefixes: [String: SourceKind] = [:]
        /// What every other member makes (`Single.create` is still a Single); nil when they make no source.
        public var otherMembers: SourceKind?

        public init(_ members: [String: SourceKind], memberPrefixes: [String: SourceKind] = [:], otherMembers: SourceKind? = nil) {
            self.members = members
            self.memberPrefixes = memberPrefixes
            self.otherMembers = otherMembers
        }

        public func kind(ofMember member: String) -> SourceKind? {
            if let kind = members[member] { return kind }
            if let kind = memberPrefixes.first(where: { member.hasPrefix($0.key) })?.value { return kind }
            return otherMembers
        }
    }

    /// A member that makes a source in a chain. A member whose name is listed makes a source only
    /// in a shape listed for it: `center.publisher(for: name)` does, `parser.publisher(x)` does not.
    public struct MemberSource: Sendable {
        public enum Shape: Sendable {
            case any
            /// Called, with any arguments: `action.apply()`, `action.apply(input)`.
            case call
            /// Read without a call: `collection.publisher`.
            case property
            /// Called with a key path first: `object.publisher(for: \.value)`.
            case callWithKeyPath
            /// Called with this first label: `reactive.producer(forKeyPath: "title")`.
            case callLabelled(String)
            /// `NotificationCenter`'s `publisher(for:object:)`: on a notification center, or given
            /// a notification's name. Other types' `publisher(for:)` (a module's
            /// `UserDefaults.publisher(for: key, initial:)`, `MPRemoteCommandCenter`'s commands)
            /// are not notifications.
            case notificationRequest
        }

        public var name: String
        /// The link it must follow (`Timer.publish`, `rx.observe`), or nil for any.
        public var after: String?
        public var shape: Shape
        public var kind: SourceKind

        public init(_ name: String, after: String? = nil, shape: Shape = .any, kind: SourceKind) {
            self.name = name
            self.after = after
            self.shape = shape
            self.kind = kind
        }
    }

    /// A call or member that subscribes, ending a chain.
    public struct SubscribingMember: Sendable {
        /// How far the name alone shows the chain is reactive.
        public enum NameEvidence: Sendable {
            /// No other API has the name (`observeValues`).
            case unique
            /// Other APIs use the name in the same shape (`bind(to:)`, `observe { }`): the chain
            /// counts only where this framework is imported.
            case sharedWithOtherAPIs
            /// The chain counts where any reactive framework is imported (`sink`).
            case reactiveWhereImported
        }

        public var name: String
        /// The labels its arguments may have; nil for any.
        public var labels: Set<String>?
        public var evidence: NameEvidence
        /// Read, not called (`for await value in publisher.values`).
        public var isProperty: Bool

        public init(_ name: String, labels: Set<String>? = nil, evidence: NameEvidence, isProperty: Bool = false) {
            self.name = name
            self.labels = labels
            self.evidence = evidence
            self.isProperty = isProperty
        }
    }

    /// A stream type that shares one subscription and delivers on the main thread whatever its
    /// upstream, as RxCocoa's `Driver` and `Signal` do.
    public struct MainThreadTrait: Sendable {
        public var typeName: String
        /// Operators that convert to it and terminals that subscribe to it (`asDriver`, `drive`).
        public var operators: Set<String>
        /// How a declaration of it starts (`Driver<`).
        public var declaredTypePrefixes: [String]
        /// It gives a new subscriber the latest value.
        public var replays: Bool

        public init(_ typeName: String, operators: Set<String>, declaredTypePrefixes: [String], replays: Bool) {
            self.typeName = typeName
            self.operators = operators
            self.declaredTypePrefixes = declaredTypePrefixes
            self.replays = replays
        }

        public func isDeclared(_ declaredType: String) -> Bool {
            declaredTypePrefixes.contains(where: declaredType.hasPrefix)
        }
    }

    /// The main-thread trait a declared type is, in this framework.
    public func mainThreadTrait(declaredAs declaredType: String?) -> MainThreadTrait? {
        guard let declaredType else { return nil }
        return mainThreadTraits.first { $0.isDeclared(declaredType) }
    }

    public var terminals: Set<String> { Set(subscribingMembers.map(\.name)) }

    /// Whether `operatorName(argument)` moves delivery to the main thread: a main-thread
    /// trait's operator or terminal, or a scheduling operator given a main scheduler.
    public func hopsToMain(_ operatorName: String, argument: String?) -> Bool {
        if mainThreadTraits.contains(where: { $0.operators.contains(operatorName) }) { return true }
        guard schedulingOperators.contains(operatorName), let argument else { return false }
        return mainSchedulerWords.contains(where: argument.contains)
    }

    /// Whether `operatorName(argument)` delivers on a scheduler that is not the main one
    /// (`receive(on: backgroundQueue)`, `debounce(for:scheduler: queue)`): after it, an earlier
    /// hop to main no longer holds.
    public func leavesMain(_ operatorName: String, argument: String?) -> Bool {
        guard schedulingOperators.contains(operatorName), let argument, !argument.isEmpty else { return false }
        return !mainSchedulerWords.contains(where: argument.contains) && !Self.sameThreadSchedulerWords.contains(where: argument.contains)
    }

    /// Schedulers that run the work where it already is: Combine's and ReactiveSwift's
    /// `ImmediateScheduler`, RxSwift's `CurrentThreadScheduler`, and the run loop or operation
    /// queue of the thread that subscribes (`RunLoop.current`, `OperationQueue.current`).
    private static let sameThreadSchedulerWords = [
        "ImmediateScheduler", "CurrentThreadScheduler", "RunLoop.current", "OperationQueue.current",
    ]
}

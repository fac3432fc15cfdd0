/// The reactive framework a pipeline is written in. OpenCombine counts as Combine: its API is Combine's.
public enum Framework: String, Codable, Sendable, CaseIterable, Comparable {
    case combine
    case rxswift
    case reactiveswift
    case unknown

    public static func < (lhs: Framework, rhs: Framework) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What kind of thing a pipeline starts from. The gate's cadence answer starts here.
public enum SourceKind: String, Codable, Sendable, CaseIterable {
    case just, fail, empty, future, deferred
    /// Emits nothing and never completes (`Observable.never()`, `SignalProducer.never`,
    /// `Empty(completeImmediately: false)`): neither a value nor a stream of them.
    case never
    case subject, currentValueSubject, replaySubject, relay, behaviorRelay
    case published, property
    /// A store's replayed state stream, such as ReactorKit's `reactor.state`.
    case state
    case notification, dataTask, timer, kvo, sequence, controlEvent
    /// A view controller's lifecycle event that happens once per controller (RxCocoa's
    /// `rx.viewDidLoad`): a trigger, not a stream.
    case lifecycleEvent
    /// A member of an object made for one request (`UpdateUserCall(…).objectSignal`,
    /// `LoginRequest(…).response`): the object sends once and is thrown away.
    case request
    case single, create, combined
    /// A publisher type the module writes itself, whose subscription observes something (KVO,
    /// notifications, a timer) and sends on each change: a stream, delivered on whatever
    /// thread its own code sends from.
    case ownPublisher
    /// A call to a function or method that returns a publisher.
    case call
    /// A variable or property whose declaration does not reveal its kind.
    case reference
    case unknown
}

extension SourceKind {
    /// The kind in a reviewer's words, for messages: "`load` returns a Future at …".
    public var phrase: String {
        switch self {
        case .just: return "a `Just` value"
        case .fail: return "an immediate failure"
        case .empty: return "an empty publisher"
        case .never: return "a publisher that never emits"
        case .future: return "a Future"
        case .deferred: return "a deferred publisher"
        case .subject: return "a subject"
        case .currentValueSubject: return "a current-value subject"
        case .replaySubject: return "a replay subject"
        case .relay: return "a relay"
        case .behaviorRelay: return "a behavior relay"
        case .published: return "an @Published property"
        case .property: return "a reactive property"
        case .state: return "a store's state"
        case .notification: return "a notification publisher"
        case .dataTask: return "a URLSession request"
        case .request: return "a request"
        case .timer: return "a timer"
        case .kvo: return "a KVO publisher"
        case .sequence: return "a fixed sequence"
        case .controlEvent: return "a UI control event"
        case .lifecycleEvent: return "a lifecycle event that happens once"
        case .single: return "a Single"
        case .create: return "a custom publisher"
        case .combined: return "a combined publisher"
        case .ownPublisher: return "a publisher type the module declares"
        case .call: return "a call"
        case .reference: return "a reference"
        case .unknown: return "a publisher of unknown kind"
        }
    }
}

public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case note, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The migration verdict of one pipeline (SPEC section 2), plus `fix` for hazards.
public enum Verdict: String, Codable, Sendable, CaseIterable {
    case keep, rewrite, review, fix
}

public enum Isolation: String, Codable, Sendable {
    case mainActor
    case none
}

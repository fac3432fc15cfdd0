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
    case single, create, combined
    /// A call to a function or method that returns a publisher.
    case call
    /// A variable or property whose declaration does not reveal its kind.
    case reference
    case unknown
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

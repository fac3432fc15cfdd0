/// Why a `keep` pipeline stays a stream, grouped by the rule that kept it, with what the team
/// would use from swift-async-algorithms if it moved the stream anyway (SPEC section 2: one
/// consumer and no replay).
enum KeepReason: String, CaseIterable {
    case timing, composition, consumers, replay, tests, continuous, other

    init(verdictRule: String?) {
        switch verdictRule {
        case "timing_stream": self = .timing
        case "composed_stream": self = .composition
        case "multi_consumer_stream": self = .consumers
        case "replayed_state": self = .replay
        case "virtual_time_tested": self = .tests
        case "continuous_stream": self = .continuous
        default: self = .other
        }
    }

    var title: String {
        switch self {
        case .timing: return "Timing"
        case .composition: return "Composition"
        case .consumers: return "Several consumers"
        case .replay: return "Replay"
        case .tests: return "Virtual-time tests"
        case .continuous: return "Continuous source"
        case .other: return "Other"
        }
    }

    var why: String {
        switch self {
        case .timing: return "time operators (debounce, throttle, delay, timeout, sample) are what reactive schedulers do well."
        case .composition: return "combinators (combineLatest, merge, zip, switchToLatest, retry, scan) would be hand-written state machines in async code."
        case .consumers: return "several subscriptions read one upstream; an async sequence hands each element to one reader only."
        case .replay: return "a new subscriber needs the current value."
        case .tests: return "tests drive it with virtual time; a rewrite would lose them."
        case .continuous: return "a push source that keeps emitting (subjects, @Published, notifications, timers, UI events)."
        case .other: return "kept by a rule the report does not group."
        }
    }

    /// The swift-async-algorithms (1.1) replacement, or why there is none.
    var asyncAlgorithmsEquivalent: String {
        switch self {
        case .timing: return "debounce(for:), throttle(for:), AsyncTimerSequence; none for timeout, delay or sample"
        case .composition: return "combineLatest, merge, zip, flatMapLatest; none for withLatestFrom or retry"
        case .consumers: return "share() (no replay), for simple fan-out"
        case .replay: return "none: AsyncAlgorithms has no replaying subject"
        case .tests: return "none needed; moved code would test with swift-clocks' TestClock"
        case .continuous: return "with one consumer: an AsyncStream, or for await over the publisher's values"
        case .other: return "—"
        }
    }
}

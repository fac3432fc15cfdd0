/// The gate's six answers for one pipeline (SPEC section 2). Every finding carries them so a
/// reader can check the verdict.
public struct GateAnswers: Codable, Sendable, Hashable {
    public enum Cadence: String, Codable, Sendable {
        case once, stream, unknown
    }

    /// How firmly the code shows the cadence: `high` from a declaration in the scanned code,
    /// `medium` from a declared type alone, `low` from names and conventions (or not at all).
    public enum Confidence: String, Codable, Sendable {
        case high, medium, low
    }

    public var cadence: Cadence
    public var cadenceReason: String
    public var confidence: Confidence
    /// Subscriptions to the same upstream across the module, this one included.
    public var consumers: Int
    /// Places in the module that push into the upstream (`send`, `accept`, assignments).
    public var feeds: Int
    public var shared: Bool
    public var sharingReason: String?
    public var timingOperators: [String]
    public var combinators: [String]
    public var replay: Bool
    public var replayReason: String?
    public var isolation: Isolation
    /// The chain moves delivery to the main thread (`receive(on: DispatchQueue.main)`, `Driver`).
    public var hopsToMain: Bool
    /// The source itself emits on the main thread (UI control events, a main-run-loop timer,
    /// state owned by a main-actor type).
    public var sourceDeliversOnMain: Bool
    public var virtualTimeTested: Bool

    public init(
        cadence: Cadence, cadenceReason: String, consumers: Int, feeds: Int, shared: Bool, sharingReason: String?,
        timingOperators: [String], combinators: [String], replay: Bool, replayReason: String?,
        isolation: Isolation, hopsToMain: Bool, sourceDeliversOnMain: Bool, virtualTimeTested: Bool
    ) {
        self.cadence = cadence
        self.cadenceReason = cadenceReason
        self.consumers = consumers
        self.feeds = feeds
        self.shared = shared
        self.sharingReason = sharingReason
        self.timingOperators = timingOperators
        self.combinators = combinators
        self.replay = replay
        self.replayReason = replayReason
        self.isolation = isolation
        self.hopsToMain = hopsToMain
        self.sourceDeliversOnMain = sourceDeliversOnMain
        self.virtualTimeTested = virtualTimeTested
        if cadence == .unknown || cadenceReason.hasPrefix(Self.conventionReasonPrefix) {
            confidence = .low
        } else if cadenceReason.hasPrefix(Self.declaredTypeReasonPrefix) {
            confidence = .medium
        } else {
            confidence = .high
        }
    }

    /// How a cadence reason starts when it rests on a name's convention (low confidence) or on
    /// a declared type from outside the module (medium).
    public static let conventionReasonPrefix = "by convention: "
    public static let declaredTypeReasonPrefix = "by declared type: "

    /// Delivery reaches the consumer on the main thread without help.
    public var deliversOnMain: Bool { hopsToMain || sourceDeliversOnMain }
    public var hasTimingOrComposition: Bool { !timingOperators.isEmpty || !combinators.isEmpty }
}

/// A pipeline after the module index and the gate have seen it.
public struct AnalyzedPipeline: Codable, Sendable, Hashable {
    public var pipeline: Pipeline
    public var gate: GateAnswers
    public var verdict: Verdict
    /// The rule whose verdict the pipeline carries.
    public var verdictRule: String?
    /// Every rule that reported on this pipeline, verdict and hazards.
    public var ruleIDs: [String]

    public init(pipeline: Pipeline, gate: GateAnswers, verdict: Verdict = .review, verdictRule: String? = nil, ruleIDs: [String] = []) {
        self.pipeline = pipeline
        self.gate = gate
        self.verdict = verdict
        self.verdictRule = verdictRule
        self.ruleIDs = ruleIDs
    }
}

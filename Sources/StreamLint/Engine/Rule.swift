/// What a rule is, for `streamlint rules`, `streamlint explain` and SARIF: its id, its verdict,
/// why it exists and examples that carry their own expectations, as SwiftLint's do: a marker
/// where each finding lands, and for corrections the text `fix` makes (`RuleExampleTests`
/// lints and fixes every one of them alone).
public struct RuleDescription: Sendable {
    public var id: String
    public var name: String
    public var verdict: Verdict
    /// For a rule that gives pipelines their verdict: when it is asked (see `VerdictPrecedence`).
    /// Nil for hazard and declaration rules, which are all asked.
    public var precedence: VerdictPrecedence?
    public var defaultSeverity: Severity
    /// One line: what the rule finds.
    public var summary: String
    /// Several paragraphs: why, what to do instead, and the honest limits of the advice.
    public var rationale: String
    /// Code the rule reports, at each `↓`.
    public var triggeringExamples: [Example]
    /// Code the rule does not report, usually the advised form or a near miss.
    public var nonTriggeringExamples: [Example]
    /// Before and after for rules that rewrite: code the rule reports, and what `fix` makes of it.
    public var corrections: [Example]
    /// Runs only when a configuration names it in `opt_in_rules`, as SwiftLint's opt-in rules
    /// do: a check that goes further than most reviewers would by default.
    public var isOptIn: Bool

    public init(
        id: String, name: String, verdict: Verdict, precedence: VerdictPrecedence? = nil, defaultSeverity: Severity,
        summary: String, rationale: String,
        triggeringExamples: [Example], nonTriggeringExamples: [Example], corrections: [Example] = [], isOptIn: Bool = false
    ) {
        self.id = id
        self.name = name
        self.verdict = verdict
        self.precedence = precedence
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.isOptIn = isOptIn
    }
}

/// The order in which verdict rules are asked; the first that answers gives the pipeline its
/// verdict (SPEC section 2). A test-backed stream is kept first of all; any stream-shaped
/// answer wins over a value-shaped one; cadence alone decides only when nothing else did, and
/// a pipeline nothing can be said about is left for review.
public enum VerdictPrecedence: Int, Comparable, Sendable, CaseIterable {
    case virtualTimeTested
    case sharedUpstream, replayedState, timing, composition
    case notification, dataTask, singleShot
    case continuousCadence
    case opaque

    public static func < (lhs: VerdictPrecedence, rhs: VerdictPrecedence) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What rules can read: the module index and settings that change advice.
public struct RuleContext: Sendable {
    public var index: ModuleIndex
    public var preferAsyncAlgorithms: Bool
    public var deploymentTarget: DeploymentTarget?
    /// Ids of every rule in the run, so a suppression comment naming another can be reported.
    public var knownRuleIDs: Set<String>
    /// The gate's answers about functions that return publishers.
    public var functions: FunctionGate

    public init(
        index: ModuleIndex, preferAsyncAlgorithms: Bool = false, deploymentTarget: DeploymentTarget? = nil,
        knownRuleIDs: Set<String> = []
    ) {
        self.index = index
        self.preferAsyncAlgorithms = preferAsyncAlgorithms
        self.deploymentTarget = deploymentTarget
        self.knownRuleIDs = knownRuleIDs
        self.functions = FunctionGate(index: index)
    }
}

public protocol Rule: Sendable {
    static var description: RuleDescription { get }
}

extension Rule {
    public var description: RuleDescription { Self.description }
}

/// A rule that speaks about one pipeline at a time.
public protocol PipelineRule: Rule {
    /// The message when the rule applies to the pipeline, nil when it does not. Verdict rules
    /// are asked by their `precedence` and the first that answers gives the pipeline its
    /// verdict; `fix` rules are all asked.
    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch?
}

/// A rule that speaks about declarations (functions, properties) rather than pipelines.
public protocol DeclarationRule: Rule {
    func check(in context: RuleContext) -> [DeclarationMatch]
}

public struct RuleMatch: Sendable {
    public var message: String
    public var severity: Severity?
    public var fix: Fix?

    public init(message: String, severity: Severity? = nil, fix: Fix? = nil) {
        self.message = message
        self.severity = severity
        self.fix = fix
    }
}

public struct DeclarationMatch: Sendable {
    public var message: String
    public var file: String
    public var span: SourceSpan
    /// Stable text of the declaration, for the fingerprint.
    public var fingerprintText: String
    public var severity: Severity?
    public var fix: Fix?

    public init(message: String, file: String, span: SourceSpan, fingerprintText: String, severity: Severity? = nil, fix: Fix? = nil) {
        self.message = message
        self.file = file
        self.span = span
        self.fingerprintText = fingerprintText
        self.severity = severity
        self.fix = fix
    }
}

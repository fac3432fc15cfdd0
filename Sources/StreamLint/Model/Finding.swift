/// One thing StreamLint reports: a verdict or hazard on a pipeline, or a note on a declaration.
public struct Finding: Codable, Sendable, Hashable {
    public var ruleID: String
    public var verdict: Verdict
    public var severity: Severity
    public var message: String
    public var file: String
    public var span: SourceSpan
    /// The pipeline the finding is about (nil for declaration findings).
    @Indirect public var pipeline: Pipeline?
    @Indirect public var gate: GateAnswers?
    public var fix: Fix?
    /// A safer fallback for when `fix`'s applicability is not allowed (a `// FIXME` marker
    /// where the main fix rewrites code).
    public var alternativeFix: Fix?
    /// Used instead of `fix` when `fix` needs something the run does not add (an `async`
    /// alternative another rule's fix would have added): a rewrite that does not depend on it.
    public var fallbackFix: Fix?
    /// Why the rule's rewrite was refused before anything was written (it would have dropped
    /// code, or awaited something that is not `async`); the finding stays.
    public var fixRefusal: String?
    /// Stable across line shifts: built from the rule, the file and the normalized code.
    public var fingerprint: String

    public init(
        ruleID: String, verdict: Verdict, severity: Severity, message: String, file: String, span: SourceSpan,
        pipeline: Pipeline?, gate: GateAnswers?, fix: Fix? = nil, fingerprint: String
    ) {
        self.ruleID = ruleID
        self.verdict = verdict
        self.severity = severity
        self.message = message
        self.file = file
        self.span = span
        self.pipeline = pipeline
        self.gate = gate
        self.fix = fix
        self.fingerprint = fingerprint
    }
}

extension Finding {
    /// A pipeline's findings (its verdict and each hazard) share one copy of its pipeline and
    /// gate: a large tree has tens of thousands.
    init(
        ruleID: String, verdict: Verdict, severity: Severity, message: String, file: String, span: SourceSpan,
        sharing pipeline: Indirect<Pipeline>, gate: Indirect<GateAnswers>, fix: Fix?, fingerprint: String
    ) {
        self.init(
            ruleID: ruleID, verdict: verdict, severity: severity, message: message, file: file, span: span,
            pipeline: nil, gate: nil, fix: fix, fingerprint: fingerprint)
        (_pipeline, _gate) = (pipeline, gate)
    }
}

/// A rewrite offered with a finding: text edits on one file and how safe they are to apply.
public struct Fix: Codable, Sendable, Hashable {
    public enum Applicability: String, Codable, Sendable {
        /// Meaning-preserving; applied by `streamlint fix`.
        case safe
        /// Probably right; applied only with `--unsafe`.
        case unsafe
        /// A suggestion to read; never applied.
        case manual
    }

    public var description: String
    public var applicability: Applicability
    public var edits: [TextEdit]
    /// What the fix's code relies on that another fix of the same run must add, such as
    /// `asyncAlternative:Type.load(id:)`; a fix whose requirement no applied fix provides is
    /// not applied.
    public var requires: [String]?
    /// What the fix adds that others may rely on.
    public var provides: [String]?

    public init(
        description: String, applicability: Applicability, edits: [TextEdit], requires: [String]? = nil,
        provides: [String]? = nil
    ) {
        self.description = description
        self.applicability = applicability
        self.edits = edits
        self.requires = requires
        self.provides = provides
    }

    /// The capability an `async` alternative of the function with `key` gives.
    public static func asyncAlternative(_ functionKey: String) -> String { "asyncAlternative:\(functionKey)" }
}

/// Replace the UTF-8 bytes `startOffset..<endOffset` of a file with `replacement`.
public struct TextEdit: Codable, Sendable, Hashable {
    public var startOffset: Int
    public var endOffset: Int
    public var replacement: String

    public init(startOffset: Int, endOffset: Int, replacement: String) {
        self.startOffset = startOffset
        self.endOffset = endOffset
        self.replacement = replacement
    }
}

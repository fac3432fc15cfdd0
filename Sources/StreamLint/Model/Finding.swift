/// One thing StreamLint reports: a verdict or hazard on a pipeline, or a note on a declaration.
public struct Finding: Codable, Sendable, Hashable {
    public var ruleID: String
    public var verdict: Verdict
    public var severity: Severity
    public var message: String
    public var file: String
    public var span: SourceSpan
    /// The pipeline the finding is about (nil for declaration findings).
    public var pipeline: Pipeline?
    public var gate: GateAnswers?
    public var fix: Fix?
    /// A safer fallback for when `fix`'s applicability is not allowed (a `// FIXME` marker
    /// where the main fix rewrites code).
    public var alternativeFix: Fix?
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

    public init(description: String, applicability: Applicability, edits: [TextEdit]) {
        self.description = description
        self.applicability = applicability
        self.edits = edits
    }
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

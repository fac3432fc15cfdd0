/// What a run shows and when it fails, decided in one place for the command line, the
/// plugins and the benchmark: findings a baseline accepted are dropped, the threshold decides
/// the exit status, and a format that reads as a terminal listing hides `keep` and `review`
/// notes unless asked — never one that fails the run.
public struct ReportPolicy: Sendable {
    /// Findings recorded earlier, which are not reported again.
    public var baseline: Baseline?
    /// The lowest severity that fails the run; nil when nothing can (a run that writes a
    /// baseline accepts every finding).
    public var threshold: Severity?
    /// Shows `keep` and `review` notes in text output.
    public var verbose: Bool

    /// `--strict` fails on warnings, `--min-severity` names the level; errors fail otherwise.
    public init(
        baseline: Baseline? = nil, strict: Bool = false, minimumSeverity: Severity? = nil, writesBaseline: Bool = false,
        verbose: Bool = false
    ) {
        self.baseline = baseline
        self.threshold = writesBaseline ? nil : minimumSeverity ?? (strict ? .warning : .error)
        self.verbose = verbose
    }

    /// The result with the baseline's findings taken out.
    public func filtered(_ result: LintResult) -> LintResult {
        guard let baseline else { return result }
        var result = result
        result.findings = baseline.newFindings(result.findings)
        return result
    }

    /// What `reporter` renders for `result` (already `filtered`).
    public func input(
        for result: LintResult, reporter: any Reporter.Type, rules: [RuleDescription], toolVersion: String
    ) -> ReportInput {
        var input = ReportInput(result: result, findings: result.findings, rules: rules, toolVersion: toolVersion, threshold: threshold)
        if reporter == TextReporter.self && !verbose {
            input.findings = result.findings.filter { finding in
                finding.verdict == .rewrite || finding.verdict == .fix || threshold.map { finding.severity >= $0 } == true
            }
        }
        return input
    }
}

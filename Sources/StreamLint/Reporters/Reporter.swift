/// One output format: its name for `--format`, whether it carries fixes (so the run must build
/// them), and how it renders a report. A new format is one type conforming to this, listed in
/// `Reporters.all`.
public protocol Reporter: Sendable {
    static var formatName: String { get }
    static var showsFixes: Bool { get }
    static func render(_ input: ReportInput) throws -> String
    /// Renders to `sink` piece by piece; formats whose reports grow with the tree (JSON, SARIF)
    /// stream, the others write what `render` returns.
    static func write(_ input: ReportInput, to sink: any ReportSink) throws
}

extension Reporter {
    public static func write(_ input: ReportInput, to sink: any ReportSink) throws {
        sink.write(try render(input))
    }
}

/// Every output format, in the order `--help` lists them.
public enum Reporters {
    public static let all: [any Reporter.Type] = [
        TextReporter.self, JSONReporter.self, SARIFReporter.self, GitHubActionsReporter.self, MarkdownReporter.self,
        HTMLReporter.self, StepSummaryReporter.self,
    ]

    public static var formatNames: [String] { all.map { $0.formatName } }

    public static func named(_ formatName: String) -> (any Reporter.Type)? {
        all.first { $0.formatName == formatName }
    }
}

/// Which findings a report shows, and the run's figures every format needs.
public struct ReportInput: Sendable {
    public var result: LintResult
    public var findings: [Finding]
    public var rules: [RuleDescription]
    public var toolVersion: String
    /// The lowest severity that fails the run; nil when nothing can (a run that writes a baseline
    /// accepts every finding).
    public var threshold: Severity?
    /// An earlier JSON report that the migration report measures progress against (`--compare`).
    public var previous: PreviousReport?

    public init(
        result: LintResult, findings: [Finding], rules: [RuleDescription], toolVersion: String, threshold: Severity? = nil
    ) {
        self.result = result
        self.findings = findings
        self.rules = rules
        self.toolVersion = toolVersion
        self.threshold = threshold
    }

    /// The findings that make the run exit with 1.
    public var failingFindings: [Finding] {
        guard let threshold else { return [] }
        return result.findings.filter { $0.severity >= threshold }
    }

    /// Why the run fails, in one sentence ("exit 1: 2 errors and 1 warning at or above the
    /// threshold `warning`"); nil when it passes.
    public var failureReason: String? {
        let failing = failingFindings
        guard let threshold, !failing.isEmpty else { return nil }
        let counts = [Severity.error, .warning, .note].compactMap { severity -> String? in
            let count = failing.filter { $0.severity == severity }.count
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let listed = counts.count > 1 ? counts.dropLast().joined(separator: ", ") + " and " + counts.last! : counts[0]
        return "exit 1: \(listed) at or above the threshold `\(threshold.rawValue)`"
    }

    public var verdictCounts: [Verdict: Int] {
        var counts: [Verdict: Int] = [:]
        for pipeline in result.pipelines { counts[pipeline.verdict, default: 0] += 1 }
        counts[.fix] = findings.filter { $0.verdict == .fix }.count
        return counts
    }

    public var frameworkCounts: [Framework: Int] {
        var counts: [Framework: Int] = [:]
        for pipeline in result.pipelines { counts[pipeline.pipeline.framework, default: 0] += 1 }
        return counts
    }
}

public enum StreamLintInfo {
    public static let version = "0.1.0"
}

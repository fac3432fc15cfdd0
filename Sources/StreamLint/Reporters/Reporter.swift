/// Which findings a report shows, and the run's figures every format needs.
public struct ReportInput: Sendable {
    public var result: LintResult
    public var findings: [Finding]
    public var rules: [RuleDescription]
    public var toolVersion: String

    public init(result: LintResult, findings: [Finding], rules: [RuleDescription], toolVersion: String) {
        self.result = result
        self.findings = findings
        self.rules = rules
        self.toolVersion = toolVersion
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

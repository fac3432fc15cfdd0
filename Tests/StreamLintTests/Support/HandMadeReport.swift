import Foundation
import Rules
import StreamLint

/// Report inputs with findings written by hand, for what the linter does not produce on the
/// examples: fixes, and messages or paths full of characters that need escaping.
enum HandMadeReport {
    static func input(_ findings: [Finding]) throws -> ReportInput {
        ReportInput(result: result(findings), findings: findings, rules: RuleCatalog.descriptions, toolVersion: StreamLintInfo.version)
    }

    static func result(_ findings: [Finding]) -> LintResult {
        LintResult(root: "/tmp/App", findings: findings)
    }

    static func finding(
        _ ruleID: String, _ verdict: Verdict, _ severity: Severity, message: String, file: String = "App/Model.swift",
        line: Int = 3, fix: Fix? = nil
    ) -> Finding {
        Finding(
            ruleID: ruleID, verdict: verdict, severity: severity, message: message, file: file,
            span: SourceSpan(line: line, column: 5, endLine: line, endColumn: 9, startOffset: 40, endOffset: 44),
            pipeline: nil, gate: nil, fix: fix, fingerprint: "fp-\(ruleID)-\(line)")
    }
}

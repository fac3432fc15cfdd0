import Foundation
import StreamLint

/// What one `streamlint fix` run did, in words for the terminal.
public struct FixSessionReport: Sendable {
    public var output: String
    public var changedFiles: Int
    public var appliedFixes: Int
    public var deferredFixes: Int
    public var refusedFiles: Int
    public var writeFailures: Int
}

/// Chooses the fixes to apply, applies them file by file, and writes (or diffs) the results.
public enum FixSession {
    public static func plan(
        _ findings: [Finding], allowing applicabilities: Set<Fix.Applicability>, rules: Set<String>
    ) -> [String: [PlannedFix]] {
        var plan: [String: [PlannedFix]] = [:]
        for finding in findings {
            guard rules.isEmpty || rules.contains(finding.ruleID),
                  let fix = [finding.fix, finding.alternativeFix].compactMap({ $0 })
                    .first(where: { applicabilities.contains($0.applicability) })
            else { continue }
            plan[finding.file, default: []].append(PlannedFix(finding: finding, fix: fix))
        }
        return plan
    }

    public static func run(_ plan: [String: [PlannedFix]], root: String, writing: Bool) -> FixSessionReport {
        var output = ""
        var report = FixSessionReport(output: "", changedFiles: 0, appliedFixes: 0, deferredFixes: 0, refusedFiles: 0, writeFailures: 0)
        var perRule: [String: Int] = [:]
        for file in plan.keys.sorted() {
            let path = (root as NSString).appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: path) else {
                output += "\(file): cannot read; skipped\n"
                report.writeFailures += 1
                continue
            }
            let rewrite = FixApplier.apply(plan[file] ?? [], to: Array(data))
            if let refusal = rewrite.refusal {
                report.refusedFiles += 1
                output += "\(file): not changed: \(refusal) (fixes: \(ruleList(rewrite.applied)))\n"
                continue
            }
            if rewrite.changesText {
                if writing {
                    do {
                        try AtomicFileWriter.write(rewrite.rewritten, to: path, expecting: rewrite.original)
                    } catch {
                        report.writeFailures += 1
                        output += "\(file): not changed: \(error)\n"
                        continue
                    }
                    output += "\(file): applied \(rewrite.applied.count) fix(es): \(ruleList(rewrite.applied))\n"
                } else {
                    output += UnifiedDiff.make(
                        old: String(decoding: rewrite.original, as: UTF8.self),
                        new: String(decoding: rewrite.rewritten, as: UTF8.self), path: file)
                }
                report.changedFiles += 1
                report.appliedFixes += rewrite.applied.count
                for planned in rewrite.applied { perRule[planned.finding.ruleID, default: 0] += 1 }
            }
            for planned in rewrite.deferred {
                report.deferredFixes += 1
                output += "\(file):\(planned.finding.span.line): deferred \(planned.finding.ruleID): it overlaps another fix; run `streamlint fix` again\n"
            }
        }
        let verb = writing ? "Applied" : "Would apply"
        let byRule = perRule.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        output += "\(verb) \(report.appliedFixes) fix(es) in \(report.changedFiles) file(s)"
        if !byRule.isEmpty { output += " (\(byRule))" }
        if report.deferredFixes > 0 { output += "; \(report.deferredFixes) deferred" }
        if report.refusedFiles > 0 { output += "; \(report.refusedFiles) file(s) refused" }
        output += ".\n"
        report.output = output
        return report
    }

    private static func ruleList(_ fixes: [PlannedFix]) -> String {
        fixes.map(\.finding.ruleID).joined(separator: ", ")
    }
}

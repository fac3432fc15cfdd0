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
    /// The files written, with their text before and after, for `--verify` to back out.
    public var written: [WrittenFile] = []
}

/// A file `fix` rewrote.
public struct WrittenFile: Sendable {
    public var path: String
    public var displayPath: String
    public var original: [UInt8]
    public var rewritten: [UInt8]
    public var fixCount: Int
}

/// The fixes chosen for a run, by file, and what the user should read about fixes that were
/// not chosen (refused by the guard, or waiting for a rewrite the run does not make).
public struct FixPlan: Sendable {
    public var byFile: [String: [PlannedFix]]
    public var notes: [String]

    public subscript(file: String) -> [PlannedFix]? { byFile[file] }
    public var keys: Dictionary<String, [PlannedFix]>.Keys { byFile.keys }
}

/// Chooses the fixes to apply, applies them file by file, and writes (or diffs) the results.
public enum FixSession {
    /// For each finding of the chosen rules: its rewrite, or the fallback when the rewrite
    /// needs what no other chosen fix provides (an `async` alternative the run does not add),
    /// or the safer alternative when the run does not allow the rewrite's applicability.
    public static func plan(
        _ findings: [Finding], allowing applicabilities: Set<Fix.Applicability>, rules: Set<String>
    ) -> FixPlan {
        let chosen = findings.filter { rules.isEmpty || rules.contains($0.ruleID) }
        var notes: [String] = []
        for finding in chosen {
            if let refusal = finding.fixRefusal {
                notes.append("\(finding.file):\(finding.span.line): \(finding.ruleID): rewrite refused: \(refusal)")
            }
        }
        let candidates = chosen.map { finding in
            [finding.fix, finding.fallbackFix, finding.alternativeFix].compactMap { $0 }
                .filter { applicabilities.contains($0.applicability) }
        }
        // Fixes may need each other (a class made `@Observable` and the views that watch it):
        // what needs a capability no chosen fix provides is dropped, until nothing changes, so a
        // group is applied whole or not at all.
        var provided = Set(candidates.joined().flatMap { $0.provides ?? [] })
        var choices: [Fix?] = []
        for _ in 0...candidates.count {
            choices = candidates.map { options in options.first { Set($0.requires ?? []).isSubset(of: provided) } }
            let next = Set(choices.compactMap { $0 }.flatMap { $0.provides ?? [] })
            if next == provided { break }
            provided = next
        }
        var byFile: [String: [PlannedFix]] = [:]
        for ((finding, options), choice) in zip(zip(chosen, candidates), choices) {
            guard let fix = choice else {
                if let missing = options.first?.requires?.first(where: { !provided.contains($0) }) {
                    notes.append("\(finding.file):\(finding.span.line): \(finding.ruleID): not applied: it needs `\(missing)`, which no fix of this run gives")
                }
                continue
            }
            if let first = options.first, first != fix, let missing = first.requires?.first(where: { !provided.contains($0) }) {
                let name = FixGuard.requiredFunctionName(missing) ?? missing
                notes.append(
                    "\(finding.file):\(finding.span.line): \(finding.ruleID): `\(name)` gets no `async` alternative in this run; "
                        + "used: \(fix.description.prefix(1).lowercased() + fix.description.dropFirst())")
            }
            byFile[finding.file, default: []].append(PlannedFix(finding: finding, fix: fix))
        }
        return FixPlan(byFile: byFile, notes: notes)
    }

    /// Rewrites the text each file had when `result` was linted (`LintResult.fixedSources`); a
    /// file is written only if it still holds that text.
    public static func run(
        _ plan: FixPlan, of result: LintResult, writing: Bool, reader: SourceReader = SourceReader()
    ) -> FixSessionReport {
        let root = result.root
        var output = plan.notes.map { $0 + "\n" }.joined()
        var report = FixSessionReport(output: "", changedFiles: 0, appliedFixes: 0, deferredFixes: 0, refusedFiles: 0, writeFailures: 0)
        var perRule: [String: Int] = [:]
        for file in plan.keys.sorted() {
            let path = (root as NSString).appendingPathComponent(file)
            guard let source = result.fixedSources[file] else {
                output += "\(file): not changed: its text was not kept by the scan\n"
                report.writeFailures += 1
                continue
            }
            // A scanned file has findings only because it parsed cleanly.
            let rewrite = FixApplier.apply(
                plan[file] ?? [], to: source.bytes, displayPath: file, originalErrorCount: 0, reader: reader)
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
                    report.written.append(
                        WrittenFile(
                            path: path, displayPath: file, original: rewrite.original, rewritten: rewrite.rewritten,
                            fixCount: rewrite.applied.count))
                } else {
                    output += rewrite.diff(path: file)
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
        let refusedRewrites = plan.notes.filter { $0.contains("rewrite refused") }.count
        if refusedRewrites > 0 { output += "; \(refusedRewrites) rewrite(s) refused" }
        output += ".\n"
        report.output = output
        return report
    }

    private static func ruleList(_ fixes: [PlannedFix]) -> String {
        fixes.map(\.finding.ruleID).joined(separator: ", ")
    }
}

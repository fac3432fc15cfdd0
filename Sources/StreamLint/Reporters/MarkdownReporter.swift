/// The migration summary a tech lead pastes into a pull request or a wiki, in the HTML
/// report's order (`ReportPage`): totals by verdict, the hazards, a suggested order of work
/// with its estimate, totals by framework and by module, the files with the most `rewrite`
/// work, what stays reactive and why, and progress since an earlier report. Paths and code
/// are shown verbatim; rule messages keep their code spans (`MarkdownText`).
public enum MarkdownReporter: Reporter {
    public static let formatName = "markdown"
    public static let showsFixes = false

    static let busiestFileCount = 10

    public static func render(_ input: ReportInput) -> String {
        sections(input).joined(separator: "\n\n") + "\n"
    }

    /// The report's sections, each a heading and its text.
    static func sections(_ input: ReportInput) -> [String] {
        let findings = input.findings.sorted { ($0.file, $0.span.line, $0.span.column) < ($1.file, $1.span.line, $1.span.column) }
        let page = ReportPage(input, sourceBytes: { _ in nil })
        return [
            "# StreamLint migration report\n\n" + TextReporter.summary(input),
            verdictTotals(input),
            hazards(findings),
            orderOfWork(page),
            frameworkTotals(input),
            moduleTotals(page),
            busiestFiles(findings),
            keepGroups(page),
            page.progress.map(progress) ?? "",
        ].filter { !$0.isEmpty }
    }

    static func verdictTotals(_ input: ReportInput) -> String {
        let pipelines = input.verdictCounts
        let findings = Dictionary(grouping: input.findings, by: \.verdict).mapValues(\.count)
        var rows = [["verdict", "pipelines", "findings", "meaning"]]
        for verdict in Verdict.allCases {
            let pipelineCount = verdict == .fix ? "—" : String(pipelines[verdict, default: 0])
            rows.append([verdict.rawValue, pipelineCount, String(findings[verdict, default: 0]), meaning(of: verdict)])
        }
        return "## Totals by verdict\n\n" + table(rows, numericColumns: [1, 2])
            + "\n\nEach pipeline has one verdict. Findings also count declarations (APIs and "
            + "properties) and hazards, which a pipeline of any verdict can have."
    }

    static func frameworkTotals(_ input: ReportInput) -> String {
        let frameworks = input.frameworkCounts.keys.sorted()
        guard !frameworks.isEmpty else { return "## Totals by framework\n\nNo reactive pipelines found." }
        var rows = [["framework", "pipelines", "keep", "rewrite", "review", "hazards"]]
        for framework in frameworks {
            let pipelines = input.result.pipelines.filter { $0.pipeline.framework == framework }
            let verdicts = [Verdict.keep, .rewrite, .review].map { verdict in
                String(pipelines.filter { $0.verdict == verdict }.count)
            }
            let hazards = input.findings.filter { $0.verdict == .fix && $0.pipeline?.framework == framework }.count
            rows.append([framework.displayName, String(pipelines.count)] + verdicts + [String(hazards)])
        }
        return "## Totals by framework\n\n" + table(rows, numericColumns: Set(1...5))
    }

    static func busiestFiles(_ findings: [Finding]) -> String {
        let title = "## Files with the most rewrite work"
        let rewritesByFile = Dictionary(grouping: findings.filter { $0.verdict == .rewrite }, by: \.file)
        guard !rewritesByFile.isEmpty else { return "\(title)\n\nNothing to rewrite." }
        let hazardsByFile = Dictionary(grouping: findings.filter { $0.verdict == .fix }, by: \.file)
        let busiest = rewritesByFile.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.prefix(busiestFileCount)
        var rows = [["file", "rewrite findings", "hazards"]]
        for (file, rewrites) in busiest {
            rows.append([MarkdownText.code(file), String(rewrites.count), String(hazardsByFile[file]?.count ?? 0)])
        }
        return "\(title)\n\n" + table(rows, numericColumns: [1, 2])
    }

    static func hazards(_ findings: [Finding]) -> String {
        let hazards = findings.filter { $0.verdict == .fix }
        guard !hazards.isEmpty else { return "## Hazards\n\nNo hazards found." }
        var rows = [["where", "rule", "severity", "message"]]
        for finding in hazards {
            rows.append([MarkdownText.code(place(finding)), MarkdownText.code(finding.ruleID), finding.severity.rawValue, MarkdownText.prose(finding.message)])
        }
        return "## Hazards\n\nWrong today, whatever you migrate.\n\n" + table(rows, numericColumns: [])
    }

    static func orderOfWork(_ page: ReportPage) -> String {
        var lines = ["## Suggested order of work", ""]
        for step in page.steps {
            lines.append("\(step.step.rawValue). **\(title(of: step.step))** (\(step.findings.count)) — about "
                + "\(RewriteEffort.duration(step.minutes)): \(advice(for: step.step))")
            guard step.step != .hazards else { continue }
            for finding in step.findings {
                lines.append("   - \(MarkdownText.code(place(finding))) \(MarkdownText.code(finding.ruleID)): "
                    + MarkdownText.prose(finding.message))
            }
        }
        lines.append("")
        lines.append("Estimated work: about \(RewriteEffort.duration(page.headline.estimatedMinutes)), from minutes per finding "
            + "by rule (other rules \(RewriteEffort.defaultMinutes), `keep` none):")
        lines.append("")
        lines.append(table([["rule", "minutes", "what the minutes buy"]] + RewriteEffort.table.map { entry in
            [MarkdownText.code(entry.ruleID), String(entry.minutes), MarkdownText.prose(entry.work)]
        }, numericColumns: [1]))
        return lines.joined(separator: "\n")
    }

    static func moduleTotals(_ page: ReportPage) -> String {
        guard !page.moduleBars.isEmpty else { return "" }
        var rows = [["module", "pipelines", "rewrite", "review", "keep"]]
        for bar in page.moduleBars {
            rows.append([MarkdownText.code(bar.label), String(bar.total), String(bar.rewrite), String(bar.review), String(bar.keep)])
        }
        return "## Totals by module\n\nSwiftPM targets (`Sources/<Target>`, `Tests/<Target>`), else top-level folders; "
            + "most work first.\n\n" + table(rows, numericColumns: Set(1...4))
    }

    static func keepGroups(_ page: ReportPage) -> String {
        guard !page.keepGroups.isEmpty else { return "" }
        var rows = [["why", "pipelines", "because", "AsyncAlgorithms equivalent"]]
        for group in page.keepGroups {
            rows.append([
                group.reason.title, String(group.pipelines.count), MarkdownText.prose(group.reason.why),
                MarkdownText.prose(group.reason.asyncAlgorithmsEquivalent),
            ])
        }
        return "## What stays reactive, and why\n\n" + table(rows, numericColumns: [1])
    }

    static func progress(_ progress: ReportProgress) -> String {
        var lines = [
            "## Progress since the previous report", "",
            "\(progress.newFindings.count) new and \(progress.resolvedFindings.count) resolved findings since the report of "
                + "StreamLint \(progress.previousVersion) (matched by fingerprint). Estimated work left: "
                + "\(RewriteEffort.duration(progress.totalBefore)) then, \(RewriteEffort.duration(progress.totalNow)) now.", "",
        ]
        var rows = [["step", "before", "now"]]
        for step in MigrationStep.allCases {
            rows.append(["\(step.rawValue). \(title(of: step))", RewriteEffort.duration(progress.minutesBefore[step, default: 0]),
                RewriteEffort.duration(progress.minutesNow[step, default: 0])])
        }
        lines.append(table(rows, numericColumns: [1, 2]))
        return lines.joined(separator: "\n")
    }

    /// A GitHub-flavoured table; every cell is escaped so a `|` in a message or path stays inside its cell.
    static func table(_ rows: [[String]], numericColumns: Set<Int>) -> String {
        guard let header = rows.first else { return "" }
        let alignment = header.indices.map { numericColumns.contains($0) ? "--:" : "---" }
        return ([header, alignment] + rows.dropFirst()).map { row in
            "| " + row.map(MarkdownText.tableCell).joined(separator: " | ") + " |"
        }.joined(separator: "\n")
    }

    static func place(_ finding: Finding) -> String {
        "\(finding.file):\(finding.span.line):\(finding.span.column)"
    }

    static func meaning(of verdict: Verdict) -> String {
        switch verdict {
        case .keep: return "stream-shaped; keep it reactive"
        case .rewrite: return "value-shaped; `async`/`await` is the better tool"
        case .review: return "cannot be classified from the code; check by hand"
        case .fix: return "hazards: wrong today, whatever you migrate"
        }
    }

    static func title(of step: MigrationStep) -> String {
        switch step {
        case .hazards: return "Fix the hazards"
        case .singleShotAPIs: return "Single-shot APIs at module boundaries"
        case .singleShotCallSites: return "Their call sites"
        case .remainingWork: return "The rest"
        }
    }

    static func advice(for step: MigrationStep) -> String {
        switch step {
        case .hazards:
            return "they are listed above; fix them first, in place, before any migration."
        case .singleShotAPIs:
            return "give each an `async throws` version next to the publisher, so its callers can move one at a time."
        case .singleShotCallSites:
            return "subscriptions to a publisher that emits at most once: `await` the value in a `Task` instead."
        case .remainingWork:
            return "the other rewrites, and the pipelines to review by hand."
        }
    }
}

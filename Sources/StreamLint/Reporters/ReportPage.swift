/// What the migration report shows, computed once from a run for the HTML page and the
/// Markdown report alike, in the order a tech lead reads it: the headline numbers, the
/// hazards, the order of work with its estimate, verdicts by framework and by module, what
/// stays reactive and why, progress since an earlier report, and every pipeline.
struct ReportPage {
    struct Headline {
        var files: Int
        var lines: Int
        var pipelines: Int
        var keep: Int
        var rewrite: Int
        var review: Int
        var hazards: Int
        var findings: Int
        var estimatedMinutes: Int
    }

    /// One stacked bar: pipelines by verdict for one framework or module.
    struct Bar {
        var label: String
        var keep: Int
        var rewrite: Int
        var review: Int

        var total: Int { keep + rewrite + review }

        func count(_ verdict: Verdict) -> Int {
            switch verdict {
            case .keep: return keep
            case .rewrite: return rewrite
            case .review: return review
            case .fix: return 0
            }
        }
    }

    struct Step {
        var step: MigrationStep
        var findings: [Finding]
        var minutes: Int
    }

    struct Row {
        var analyzed: AnalyzedPipeline
        var module: String
        var hazards: [Finding]
        var snippet: String
        var evidence: String

        var pipeline: Pipeline { analyzed.pipeline }
        var place: String { "\(pipeline.file):\(pipeline.location.line):\(pipeline.location.column)" }
        /// File, then line as a number: the table sorts text, and line 9 comes before line 10.
        var sortKey: String {
            let line = String(pipeline.location.line)
            return pipeline.file + "\t" + String(repeating: "0", count: max(0, 8 - line.count)) + line
        }
    }

    struct KeepGroup {
        var reason: KeepReason
        var pipelines: [AnalyzedPipeline]
    }

    /// Verdicts a bar stacks, in drawing order.
    static let barVerdicts: [Verdict] = [.rewrite, .review, .keep]
    static let busiestFileCount = 10
    /// Longer chains are cut in the expanded row; the file has the rest.
    static let snippetLineLimit = 40

    var headline: Headline
    var hazards: [Finding]
    var steps: [Step]
    var frameworkBars: [Bar]
    var moduleBars: [Bar]
    var busiestFiles: [(file: String, rewrites: Int, hazards: Int)]
    var keepGroups: [KeepGroup]
    var progress: ReportProgress?
    var rows: [Row]

    /// `sourceBytes` gives a scanned file's bytes by its report path, for the snippets; nil
    /// falls back to the chain as the extractor recorded it.
    init(_ input: ReportInput, sourceBytes: (String) -> [UInt8]?) {
        let findings = input.findings.sorted { ($0.file, $0.span.line, $0.span.column) < ($1.file, $1.span.line, $1.span.column) }
        let pipelines = input.result.pipelines.sorted {
            ($0.pipeline.file, $0.pipeline.location.line, $0.pipeline.location.column)
                < ($1.pipeline.file, $1.pipeline.location.line, $1.pipeline.location.column)
        }
        let counts = input.verdictCounts
        hazards = findings.filter { $0.verdict == .fix }
        let byStep = Dictionary(grouping: findings.compactMap { finding in MigrationStep(finding).map { ($0, finding) } }, by: \.0)
        steps = MigrationStep.allCases.map { step in
            let stepFindings = byStep[step]?.map(\.1) ?? []
            return Step(step: step, findings: stepFindings, minutes: stepFindings.map(RewriteEffort.minutes(for:)).reduce(0, +))
        }
        headline = Headline(
            files: input.result.fileCount, lines: input.result.lineCount, pipelines: pipelines.count,
            keep: counts[.keep, default: 0], rewrite: counts[.rewrite, default: 0], review: counts[.review, default: 0],
            hazards: counts[.fix, default: 0], findings: findings.count, estimatedMinutes: steps.map(\.minutes).reduce(0, +))
        frameworkBars = Self.bars(pipelines) { $0.pipeline.framework.displayName }
        moduleBars = Self.bars(pipelines) { ModuleGrouping.module(of: $0.pipeline.file) }
        let rewritesByFile = Dictionary(grouping: findings.filter { $0.verdict == .rewrite }, by: \.file)
        let hazardsByFile = Dictionary(grouping: hazards, by: \.file)
        busiestFiles = rewritesByFile.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }
            .prefix(Self.busiestFileCount)
            .map { ($0.key, $0.value.count, hazardsByFile[$0.key]?.count ?? 0) }
        let kept = Dictionary(grouping: pipelines.filter { $0.verdict == .keep }) { KeepReason(verdictRule: $0.verdictRule) }
        keepGroups = KeepReason.allCases.compactMap { reason in kept[reason].map { KeepGroup(reason: reason, pipelines: $0) } }
        progress = input.previous.map { ReportProgress(previous: $0, findings: findings) }
        let findingsByPipeline = Dictionary(grouping: findings.filter { $0.pipeline != nil }) { $0.pipeline! }
        rows = pipelines.map { analyzed in
            let own = findingsByPipeline[analyzed.pipeline] ?? []
            return Row(
                analyzed: analyzed, module: ModuleGrouping.module(of: analyzed.pipeline.file),
                hazards: own.filter { $0.verdict == .fix },
                snippet: Self.snippet(of: analyzed.pipeline, in: sourceBytes(analyzed.pipeline.file)),
                evidence: PipelineExplanation.render(analyzed, findings: own))
        }
    }

    private static func bars(_ pipelines: [AnalyzedPipeline], by label: (AnalyzedPipeline) -> String) -> [Bar] {
        Dictionary(grouping: pipelines, by: label).map { label, group in
            Bar(
                label: label, keep: group.filter { $0.verdict == .keep }.count,
                rewrite: group.filter { $0.verdict == .rewrite }.count, review: group.filter { $0.verdict == .review }.count)
        }
        .sorted { ($1.rewrite + $1.review, $1.total, $0.label) < ($0.rewrite + $0.review, $0.total, $1.label) }
    }

    /// The chain as written, from its first line's indentation, or as recorded when the file
    /// cannot be read (or changed since the scan, so the offsets no longer fit).
    static func snippet(of pipeline: Pipeline, in bytes: [UInt8]?) -> String {
        let range = pipeline.range
        let utf8 = bytes ?? []
        guard range.startOffset >= 0, range.startOffset < range.endOffset, range.endOffset <= utf8.count else {
            return recordedChain(pipeline)
        }
        let lineStart = utf8[..<range.startOffset].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let indentation = utf8[lineStart..<range.startOffset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let start = indentation ? lineStart : range.startOffset
        let lines = String(decoding: utf8[start..<range.endOffset], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let common = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }.min() ?? 0
        var shown = lines.prefix(snippetLineLimit).map { String($0.dropFirst(min(common, $0.prefix { $0 == " " || $0 == "\t" }.count))) }
        if lines.count > snippetLineLimit { shown.append("… \(lines.count - snippetLineLimit) more lines") }
        return shown.joined(separator: "\n")
    }

    static func recordedChain(_ pipeline: Pipeline) -> String {
        let operators = pipeline.operators.map { op in "." + op.name + "(" + (op.argument ?? "…") + ")" }
        return ([pipeline.source.text] + operators + ["." + pipeline.terminal.name + "(…)"]).joined(separator: "\n    ")
    }
}

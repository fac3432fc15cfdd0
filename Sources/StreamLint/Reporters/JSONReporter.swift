import Foundation

/// The versioned JSON report. Its schema is committed at `schema/streamlint-report.schema.json`;
/// bump `schemaVersion` on any change that could break a reader.
public enum JSONReporter: Reporter {
    public static let formatName = "json"
    public static let showsFixes = true

    public static let schemaVersion = 1

    public static func render(_ input: ReportInput) throws -> String {
        let sink = StringReportSink()
        try write(input, to: sink)
        return sink.text
    }

    /// Streams the report: pipelines and findings are encoded one at a time.
    public static func write(_ input: ReportInput, to sink: any ReportSink) throws {
        let json = StreamingJSONWriter(sink: sink)
        sink.write("{\n")
        try json.arrayMember("findings", input.findings.lazy.map(FindingEntry.init), depth: 1)
        sink.write(",\n")
        try json.arrayMember("pipelines", input.result.pipelines.lazy.map(PipelineEntry.init), depth: 1)
        sink.write(",\n")
        try json.arrayMember("problems", input.result.problems, depth: 1)
        sink.write(",\n")
        try json.member("schemaVersion", schemaVersion, depth: 1)
        sink.write(",\n")
        try json.member("summary", Summary(input), depth: 1)
        sink.write(",\n")
        try json.member("tool", Tool(name: "streamlint", version: input.toolVersion), depth: 1)
        sink.write("\n}\n")
    }

    struct Tool: Encodable {
        var name: String
        var version: String
    }

    struct Summary: Encodable {
        var files: Int
        var parsedFiles: Int
        var lines: Int
        var skippedFiles: Int
        var pipelines: Int
        var findings: Int
        var byVerdict: [String: Int]
        var byFramework: [String: Int]

        init(_ input: ReportInput) {
            let counts = input.verdictCounts
            files = input.result.fileCount
            parsedFiles = input.result.parsedFileCount
            lines = input.result.lineCount
            skippedFiles = input.result.problems.count
            pipelines = input.result.pipelines.count
            findings = input.findings.count
            byVerdict = Dictionary(uniqueKeysWithValues: Verdict.allCases.map { ($0.rawValue, counts[$0, default: 0]) })
            byFramework = Dictionary(uniqueKeysWithValues: input.frameworkCounts.map { ($0.key.rawValue, $0.value) })
        }
    }

    struct PipelineEntry: Encodable {
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var startOffset: Int
        var endOffset: Int
        var framework: Framework
        var source: PipelineSource
        var operators: [PipelineOperator]
        var terminal: Terminal
        var context: PipelineContext
        var verdict: Verdict
        var verdictRule: String?
        var ruleIds: [String]
        var gate: GateAnswers

        init(_ analyzed: AnalyzedPipeline) {
            let pipeline = analyzed.pipeline
            file = pipeline.file
            line = pipeline.location.line
            column = pipeline.location.column
            endLine = pipeline.range.endLine
            endColumn = pipeline.range.endColumn
            startOffset = pipeline.range.startOffset
            endOffset = pipeline.range.endOffset
            framework = pipeline.framework
            source = pipeline.source
            operators = pipeline.operators
            terminal = pipeline.terminal
            context = pipeline.context
            verdict = analyzed.verdict
            verdictRule = analyzed.verdictRule
            ruleIds = analyzed.ruleIDs
            gate = analyzed.gate
        }
    }

    struct FindingEntry: Encodable {
        var ruleId: String
        var verdict: Verdict
        var severity: Severity
        var message: String
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var startOffset: Int
        var endOffset: Int
        var pipeline: PipelineSummary?
        var gate: GateAnswers?
        var fix: Fix?
        var alternativeFix: Fix?
        var fallbackFix: Fix?
        var fixRefusal: String?
        var fingerprint: String

        init(_ finding: Finding) {
            ruleId = finding.ruleID
            verdict = finding.verdict
            severity = finding.severity
            message = finding.message
            file = finding.file
            line = finding.span.line
            column = finding.span.column
            endLine = finding.span.endLine
            endColumn = finding.span.endColumn
            startOffset = finding.span.startOffset
            endOffset = finding.span.endOffset
            pipeline = finding.pipeline.map(PipelineSummary.init)
            gate = finding.gate
            fix = finding.fix
            alternativeFix = finding.alternativeFix
            fallbackFix = finding.fallbackFix
            fixRefusal = finding.fixRefusal
            fingerprint = finding.fingerprint
        }
    }

    struct PipelineSummary: Encodable {
        var framework: Framework
        var sourceKind: SourceKind
        var source: String
        var operators: [String]
        var terminal: String

        init(_ pipeline: Pipeline) {
            framework = pipeline.framework
            sourceKind = pipeline.source.effectiveKind
            source = pipeline.source.text
            operators = pipeline.operatorNames
            terminal = pipeline.terminal.name
        }
    }
}

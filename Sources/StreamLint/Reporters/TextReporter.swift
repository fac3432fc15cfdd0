/// `path:line:column: severity: message [rule_id]`, the format compilers and Xcode use, sorted
/// by path and line, then one summary line that also says why the run fails when it does.
public enum TextReporter: Reporter {
    public static let formatName = "text"
    public static let showsFixes = false

    public static func render(_ input: ReportInput) -> String {
        var lines: [String] = []
        for finding in input.findings {
            lines.append(
                "\(finding.file):\(finding.span.line):\(finding.span.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]")
        }
        lines.append(summary(input) + (input.failureReason.map { " \($0)." } ?? ""))
        return lines.joined(separator: "\n") + "\n"
    }

    public static func summary(_ input: ReportInput) -> String {
        let result = input.result
        let counts = input.verdictCounts
        let verdicts = [Verdict.keep, .rewrite, .review].map { "\(counts[$0, default: 0]) \($0.rawValue)" }
        let hazards = counts[.fix, default: 0]
        var text = "Scanned \(result.fileCount) \(plural(result.fileCount, "file")) (\(result.lineCount) lines): "
        text += "\(result.pipelines.count) \(plural(result.pipelines.count, "pipeline"))"
        text += " — \(verdicts.joined(separator: ", ")); \(hazards) \(plural(hazards, "hazard"))"
        let unparsed = result.problems.filter { $0.reason == .syntaxError }.count
        if unparsed > 0 {
            text += "; \(unparsed) \(plural(unparsed, "file")) linted as far as \(unparsed == 1 ? "it parses" : "they parse")"
        }
        if result.problems.count > unparsed {
            // Folders that cannot be listed are among them, so they are not all files.
            text += "; \(result.problems.count - unparsed) skipped"
        }
        if !result.problems.isEmpty { text += " (the reasons are on stderr)" }
        return text + "."
    }

    static func plural(_ count: Int, _ word: String) -> String { count == 1 ? word : word + "s" }
}

/// GitHub Actions workflow commands, one line per finding, which the runner turns into
/// annotations on the pull request's diff:
/// `::warning file=PATH,line=L,col=C,endLine=L,endColumn=C,title=RULE_ID::MESSAGE`.
/// GitHub shows at most ten annotations of each level per step and drops the rest unseen, so
/// errors come first, then warnings, then notes, ten of each, and one more notice says how
/// many were left out (it takes the tenth notice's place).
public enum GitHubActionsReporter: Reporter {
    public static let formatName = "github"
    public static let showsFixes = false

    /// Annotations GitHub shows per level and step.
    public static let annotationsPerLevel = 10

    public static func render(_ input: ReportInput) -> String {
        let byLevel = Dictionary(grouping: input.findings, by: \.severity)
        var lines: [String] = []
        var omitted: [(Severity, Int)] = []
        for severity in [Severity.error, .warning, .note] {
            let findings = byLevel[severity] ?? []
            lines += findings.prefix(annotationsPerLevel).map(command)
            if findings.count > annotationsPerLevel { omitted.append((severity, findings.count - annotationsPerLevel)) }
        }
        guard !omitted.isEmpty else { return lines.map { $0 + "\n" }.joined() }
        let shownNotes = min(byLevel[.note]?.count ?? 0, annotationsPerLevel)
        if shownNotes == annotationsPerLevel {
            lines.remove(at: lines.lastIndex { $0.hasPrefix("::notice ") }!)
            omitted = omitted.filter { $0.0 != .note } + [(.note, (byLevel[.note]?.count ?? 0) - annotationsPerLevel + 1)]
        }
        lines.append(omissionNotice(omitted, total: input.findings.count))
        return lines.map { $0 + "\n" }.joined()
    }

    /// `::notice title=StreamLint::12 findings not annotated …: 3 warnings, 9 notes. …`
    static func omissionNotice(_ omitted: [(Severity, Int)], total: Int) -> String {
        let count = omitted.map(\.1).reduce(0, +)
        let parts = omitted.map { "\($0.1) \($0.0.rawValue)\($0.1 == 1 ? "" : "s")" }.joined(separator: ", ")
        let message = "\(count) of \(total) findings not annotated (GitHub shows \(annotationsPerLevel) per level and step): "
            + "\(parts). Run `streamlint report` for all of them."
        return "::notice title=StreamLint::\(escapeData(message))"
    }

    static func command(_ finding: Finding) -> String {
        let span = finding.span
        let properties = [
            ("file", finding.file), ("line", String(span.line)), ("col", String(span.column)),
            ("endLine", String(span.endLine)), ("endColumn", String(span.endColumn)), ("title", finding.ruleID),
        ].map { "\($0.0)=\(escapeProperty($0.1))" }
        return "::\(level(finding.severity)) \(properties.joined(separator: ","))::\(escapeData(finding.message))"
    }

    /// GitHub has no `note` level; `notice` is its equivalent.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .note: return "notice"
        case .warning: return "warning"
        case .error: return "error"
        }
    }

    /// The message: `%` first, so the escapes that follow are not escaped again.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value, where `:` would end the properties and `,` would start another one.
    static func escapeProperty(_ text: String) -> String {
        escapeData(text)
            .replacingOccurrences(of: ":", with: "%3A")
            .replacingOccurrences(of: ",", with: "%2C")
    }
}

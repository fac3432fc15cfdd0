/// GitHub Actions workflow commands, one line per finding, which the runner turns into
/// annotations on the pull request's diff:
/// `::warning file=PATH,line=L,col=C,endLine=L,endColumn=C,title=RULE_ID::MESSAGE`.
public enum GitHubActionsReporter: Reporter {
    public static let formatName = "github"
    public static let showsFixes = false

    public static func render(_ input: ReportInput) -> String {
        input.findings.map(command).map { $0 + "\n" }.joined()
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

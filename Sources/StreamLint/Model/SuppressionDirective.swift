/// A `// streamlint:…` comment, read from the file's trivia by `SuppressionCollector`.
public struct SuppressionDirective: Codable, Sendable, Hashable {
    public enum Action: String, Codable, Sendable, CaseIterable {
        /// Starts a region that runs to a matching `enable` or the end of the file.
        case disable
        case enable
        case disableNext = "disable:next"
        case disableThis = "disable:this"
    }

    /// The word after `streamlint:` as written; `action` is nil when it is no directive.
    public var directive: String
    /// Rule ids as written; `all` stands for every rule.
    public var ruleIDs: [String]
    /// The text after ` - `, kept so reports can show why a finding was silenced.
    public var reason: String?
    /// The comment itself.
    public var span: SourceSpan
    /// `disable:this`: the comment's line. `disable:next`: every line of the statement or
    /// declaration that follows. `disable`/`enable`: the comment's line, where the region
    /// starts or ends.
    public var lines: ClosedRange<Int>

    public init(directive: String, ruleIDs: [String], reason: String?, span: SourceSpan, lines: ClosedRange<Int>) {
        self.directive = directive
        self.ruleIDs = ruleIDs
        self.reason = reason
        self.span = span
        self.lines = lines
    }

    public var action: Action? { Action(rawValue: directive) }

    public static let allRules = "all"
}

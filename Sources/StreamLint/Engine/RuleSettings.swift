/// Per-rule settings from the configuration: rules whose findings are not reported, and
/// severities that replace a rule's own. A disabled rule still runs, so a pipeline keeps the
/// verdict it would have had; only its finding is dropped.
public struct RuleSettings: Sendable {
    public var disabledRules: Set<String>
    public var severityOverrides: [String: Severity]

    public init(disabledRules: Set<String> = [], severityOverrides: [String: Severity] = [:]) {
        self.disabledRules = disabledRules
        self.severityOverrides = severityOverrides
    }

    public func apply(to findings: [Finding]) -> [Finding] {
        // Most runs configure neither: no second copy of every finding.
        guard !disabledRules.isEmpty || !severityOverrides.isEmpty else { return findings }
        return findings.compactMap { finding in
            guard !disabledRules.contains(finding.ruleID) else { return nil }
            var finding = finding
            finding.severity = severityOverrides[finding.ruleID] ?? finding.severity
            return finding
        }
    }
}

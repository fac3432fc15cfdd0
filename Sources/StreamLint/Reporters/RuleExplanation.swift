/// The text `streamlint explain <id>` prints.
public enum RuleExplanation {
    public static func render(_ rule: RuleDescription) -> String {
        var text = "\(rule.id) — \(rule.name)\n"
        text += "verdict: \(rule.verdict.rawValue), default severity: \(rule.defaultSeverity.rawValue)\n\n"
        text += rule.summary + "\n\n" + rule.rationale + "\n"
        if let correction = rule.correction {
            text += "\nBefore:\n\n" + indent(correction.before) + "\nAfter:\n\n" + indent(correction.after)
        }
        if !rule.triggeringExamples.isEmpty {
            text += "\nTriggers on:\n\n" + rule.triggeringExamples.map(indent).joined(separator: "\n")
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "\nDoes not trigger on:\n\n" + rule.nonTriggeringExamples.map(indent).joined(separator: "\n")
        }
        return text
    }

    private static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
}

/// The text `streamlint explain <id>` prints: the rule's description and its examples, exactly
/// the ones `RuleExampleTests` lints, without their markers.
public enum RuleExplanation {
    public static func render(_ rule: RuleDescription) -> String {
        var text = "\(rule.id) — \(rule.name)\n"
        text += "verdict: \(rule.verdict.rawValue), default severity: \(rule.defaultSeverity.rawValue)\n\n"
        text += rule.summary + "\n\n" + rule.rationale + "\n"
        for correction in rule.corrections {
            text += "\nBefore:\n\n" + indent(correction.displayText)
            if let after = correction.correctedDisplayText { text += "\nAfter:\n\n" + indent(after) }
        }
        if !rule.triggeringExamples.isEmpty {
            text += "\nTriggers on:\n\n" + rule.triggeringExamples.map { indent($0.displayText) }.joined(separator: "\n")
        }
        if !rule.nonTriggeringExamples.isEmpty {
            text += "\nDoes not trigger on:\n\n" + rule.nonTriggeringExamples.map { indent($0.displayText) }.joined(separator: "\n")
        }
        return text
    }

    private static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
    }
}

import StreamLint

/// A suppression comment that silences nothing because it misspells a rule or a directive:
/// the finding it was written for would come back, unnoticed, after any edit.
struct UnknownSuppressionRule: DeclarationRule {
    static let description = RuleDescription(
        id: "unknown_suppression", name: "Unknown suppression", verdict: .fix, defaultSeverity: .warning,
        summary: "A `// streamlint:` comment with an unknown directive or rule id, or none.",
        rationale: """
            Suppression comments are `// streamlint:disable rule_id …` … `// streamlint:enable rule_id`, \
            `// streamlint:disable:next rule_id` and `// streamlint:disable:this rule_id`, with `all` for \
            every rule and an optional ` - reason`. A comment that names a rule StreamLint does not have \
            (a typo, or a rule that was renamed) silences nothing, so it is reported rather than ignored. \
            `streamlint rules` lists the ids.
            """,
        triggeringExamples: [
            Example("↓// streamlint:disable:next single_shot_sinc"),
            Example("↓// streamlint:disabel single_shot_sink"),
            Example("↓// streamlint:disable:next"),
        ],
        nonTriggeringExamples: [
            Example("// streamlint:disable:next single_shot_sink - the greeting is a placeholder"),
            Example("// streamlint:disable all"),
        ])

    func check(in context: RuleContext) -> [DeclarationMatch] {
        context.index.files.values.sorted { $0.path < $1.path }.flatMap { file in
            file.suppressions.compactMap { directive in
                problem(directive, knownRuleIDs: context.knownRuleIDs).map { problem in
                    DeclarationMatch(
                        message: problem, file: file.path, span: directive.span,
                        fingerprintText: "\(directive.directive) \(directive.ruleIDs.joined(separator: " "))")
                }
            }
        }
    }

    private func problem(_ directive: SuppressionDirective, knownRuleIDs: Set<String>) -> String? {
        guard directive.action != nil else {
            let actions = SuppressionDirective.Action.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            return "`streamlint:\(directive.directive)` is not a directive, so it silences nothing; use \(actions)."
        }
        guard !directive.ruleIDs.isEmpty else {
            return "`streamlint:\(directive.directive)` names no rule, so it silences nothing; add rule ids or `all`."
        }
        let unknown = directive.ruleIDs.filter { $0 != SuppressionDirective.allRules && !knownRuleIDs.contains($0) }
        guard !unknown.isEmpty else { return nil }
        let names = unknown.map { "`\($0)`" }.joined(separator: ", ")
        return "No rule \(names): the comment silences nothing for \(unknown.count == 1 ? "it" : "them"); `streamlint rules` lists the ids."
    }
}

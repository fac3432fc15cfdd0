import Rules
import StreamLint
import Testing

/// A verdict comes from the rules' declared precedence, not from where they are listed.
@Suite struct VerdictPrecedenceTests {
    @Test func everyVerdictRuleDeclaresItsOwnPrecedence() {
        let verdictRules = RuleCatalog.pipelineRules.map(\.description).filter { $0.verdict != .fix }
        #expect(verdictRules.allSatisfy { $0.precedence != nil })
        let precedences = verdictRules.compactMap(\.precedence)
        #expect(Set(precedences).count == precedences.count)
        #expect(RuleCatalog.pipelineRules.map(\.description).filter { $0.verdict == .fix }.allSatisfy { $0.precedence == nil })
    }

    @Test func listingTheRulesInAnotherOrderChangesNoVerdict() throws {
        let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples").path
        let listed = Linter(pipelineRules: RuleCatalog.pipelineRules, declarationRules: RuleCatalog.declarationRules)
        let reversed = Linter(pipelineRules: RuleCatalog.pipelineRules.reversed(), declarationRules: RuleCatalog.declarationRules)
        let verdicts = { (linter: Linter) in
            try linter.lint(paths: [examples]).pipelines.map { "\($0.pipeline.file):\($0.pipeline.location.line) \($0.verdictRule ?? "-")" }
        }
        let expected = try verdicts(listed)
        #expect(expected.count > 10)
        #expect(try verdicts(reversed) == expected)
    }
}

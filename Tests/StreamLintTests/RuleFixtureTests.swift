import Testing

/// Every fixture under `Tests/Fixtures/Rules` states, on each pipeline's terminal line, the
/// verdict, the verdict rule and the hazards it must get, and on declaration lines the
/// declaration findings; nothing else may be reported.
@Suite struct RuleFixtureTests {
    static let fixtures = FixturePaths.fixtures(in: "Rules")

    @Test(arguments: fixtures)
    func fixtureHolds(_ fixture: String) throws {
        let mismatches = try FixtureChecker.mismatches(fixture)
        #expect(mismatches.isEmpty, "\(fixture):\n\(mismatches.joined(separator: "\n"))")
    }

    @Test func everyRuleHasTriggeringAndNonTriggeringFixtures() throws {
        var triggered: [String: Int] = [:]
        for fixture in Self.fixtures {
            let (result, _) = try FixtureChecker.run(fixture)
            for finding in result.findings { triggered[finding.ruleID, default: 0] += 1 }
        }
        for rule in RuleCatalogAccess.ruleIDs {
            #expect(triggered[rule, default: 0] >= 3, "rule \(rule) triggers \(triggered[rule, default: 0]) times in the rule fixtures")
        }
    }
}

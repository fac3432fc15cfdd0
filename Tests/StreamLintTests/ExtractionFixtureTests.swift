import Testing

/// Every fixture under `Tests/Fixtures/Extraction` states, on the line of each pipeline's
/// terminal, what the extractor must find there; files without expectations must yield none.
@Suite struct ExtractionFixtureTests {
    static let fixtures = FixturePaths.fixtures(in: "Extraction")

    @Test func thereAreEnoughFixtures() {
        #expect(Self.fixtures.count >= 25)
    }

    @Test(arguments: fixtures)
    func fixtureHolds(_ fixture: String) throws {
        let mismatches = try FixtureChecker.mismatches(fixture, checkingDeclarationFindings: false)
        #expect(mismatches.isEmpty, "\(fixture):\n\(mismatches.joined(separator: "\n"))")
    }
}

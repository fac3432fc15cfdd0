import Foundation
import Rewriter
import Testing

/// `Tests/Fixtures/ObservationScenarios/After` is what `streamlint fix --unsafe` makes of
/// `Before/` under its `.streamlint.yml` (a deployment target with Observation), byte for byte;
/// a second run changes nothing. `ObservationScenarioTests` proves the two behave the same.
@Suite struct ObservationScenarioFixTests {
    static let scenario = FixturePaths.fixtures.appendingPathComponent("ObservationScenarios")

    @Test func fixUnsafeTurnsBeforeIntoTheCommittedAfterAndThenChangesNothing() throws {
        let folder = try TemporaryFolder()
        for file in ["CartModel.swift", ".streamlint.yml"] {
            try folder.write(file, try Data(contentsOf: Self.scenario.appendingPathComponent("Before/\(file)")))
        }
        let first = try CommandRunner.run(["fix", "--unsafe", folder.url.path]).stdout
        #expect(first.contains("Applied 1 fix(es)"), "\(first)")
        let expected = try String(contentsOf: Self.scenario.appendingPathComponent("After/CartModel.swift"), encoding: .utf8)
        let actual = try String(contentsOf: folder.url.appendingPathComponent("CartModel.swift"), encoding: .utf8)
        #expect(actual == expected, "\(UnifiedDiff.make(old: expected, new: actual, path: "CartModel.swift"))")
        let second = try CommandRunner.run(["fix", "--unsafe", folder.url.path]).stdout
        #expect(second.contains("Applied 0 fix(es)"), "\(second)")
    }
}

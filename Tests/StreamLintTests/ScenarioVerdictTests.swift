import Foundation
import Rewriter
import Testing

/// The compiled scenarios of `Tests/Fixtures/Scenarios` (built and behaviour-tested by the
/// `ScenarioTests` target) as the real `streamlint` sees them. Every pipeline of `Stream/` is
/// kept and every one of `Before/` rewritten, with the verdict and rule written on its line
/// (`// expect: pipeline verdict=… rule=…`; declaration findings as `// expect: finding rule=…`),
/// and `fix --unsafe` turns `Before/` into the committed `After/` byte for byte. `After/` keeps
/// the comments of `Before/` that the rewrite leaves in place, expectations included.
@Suite struct ScenarioVerdictTests {
    static let scenarios = FixturePaths.fixtures.appendingPathComponent("Scenarios")

    @Test(arguments: [("Stream", "keep"), ("Before", "rewrite")])
    func everyPipelineGetsTheVerdictWrittenOnItsLine(_ folder: String, verdict: String) throws {
        let directory = Self.scenarios.appendingPathComponent(folder)
        let output = try CommandRunner.run(["lint", "--format", "json", directory.path])
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let pipelines = try #require(report["pipelines"] as? [[String: Any]])
        let findings = try #require(report["findings"] as? [[String: Any]])

        var found: Set<String> = []
        for pipeline in pipelines {
            let rule = pipeline["verdictRule"] as? String ?? "-"
            let hazards = (pipeline["ruleIds"] as? [String] ?? []).filter { $0 != rule }.sorted()
            found.insert(
                "\(pipeline["file"] ?? "?"):\(pipeline["line"] ?? "?"): pipeline verdict=\(pipeline["verdict"] ?? "?") "
                    + "rule=\(rule) hazards=\(hazards.joined(separator: ","))")
        }
        for finding in findings where finding["pipeline"] == nil {
            found.insert("\(finding["file"] ?? "?"):\(finding["line"] ?? "?"): finding rule=\(finding["ruleId"] ?? "?")")
        }

        var expected: Set<String> = []
        for file in try Self.swiftFiles(in: folder) {
            let path = directory.appendingPathComponent(file).path
            for expectation in try ExpectationReader.expectations(inFile: path, displayPath: file) {
                let place = "\(expectation.file):\(expectation.line)"
                switch expectation.kind {
                case "pipeline":
                    expected.insert(
                        "\(place): pipeline verdict=\(expectation.values["verdict"] ?? "?") "
                            + "rule=\(expectation.values["rule"] ?? "?") hazards=\(expectation.values["hazards"] ?? "")")
                default:
                    expected.insert("\(place): finding rule=\(expectation.values["rule"] ?? "?")")
                }
            }
        }

        #expect(!expected.isEmpty)
        #expect(found.sorted() == expected.sorted())
        #expect(Set(pipelines.compactMap { $0["verdict"] as? String }) == [verdict])
    }

    @Test func fixUnsafeTurnsBeforeIntoTheCommittedAfterAndThenChangesNothing() throws {
        let folder = try TemporaryFolder()
        let files = try Self.swiftFiles(in: "Before")
        for file in files {
            try folder.write(file, try Data(contentsOf: Self.scenarios.appendingPathComponent("Before/\(file)")))
        }
        #expect(try Self.swiftFiles(in: "After") == files)

        // Fixes that overlap wait for the next run: run until one changes nothing, as a user would.
        var runs: [String] = []
        while runs.count < 3, runs.last?.contains("Applied 0 fix(es)") != true {
            runs.append(try CommandRunner.run(["fix", "--unsafe", folder.url.path]).stdout)
        }
        #expect(runs.count >= 2 && runs.last?.contains("Applied 0 fix(es)") == true, "\(runs)")
        for file in files {
            let expected = try String(contentsOf: Self.scenarios.appendingPathComponent("After/\(file)"), encoding: .utf8)
            let actual = try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
            #expect(actual == expected, "\(UnifiedDiff.make(old: expected, new: actual, path: file))")
        }
    }

    /// Paths relative to `folder`, subfolders included (`Matrix/JustCases.swift`), as the
    /// report names them.
    private static func swiftFiles(in folder: String) throws -> [String] {
        let root = scenarios.appendingPathComponent(folder).path
        let paths = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted()
    }
}

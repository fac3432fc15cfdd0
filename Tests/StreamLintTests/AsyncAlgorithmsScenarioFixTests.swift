import Foundation
import Rewriter
import Testing

/// `prefer: async-algorithms` on the compiled scenarios of `Tests/Fixtures/AsyncAlgorithmsScenarios`
/// (built and behaviour-tested by the `AsyncAlgorithmsScenarioTests` target), run through the real
/// `streamlint`: every pipeline of `Before/` keeps the verdict written on its line, `fix --unsafe`
/// with the folder's `.streamlint.yml` turns `Before/` into the committed `After/` byte for byte in
/// one run and a second run changes nothing, the pipelines it cannot rewrite say why, and without
/// the option nothing is rewritten.
@Suite struct AsyncAlgorithmsScenarioFixTests {
    static let scenarios = FixturePaths.fixtures.appendingPathComponent("AsyncAlgorithmsScenarios")
    static let configuration = ".streamlint.yml"

    @Test func everyPipelineKeepsTheVerdictWrittenOnItsLine() throws {
        let directory = Self.scenarios.appendingPathComponent("Before")
        let output = try CommandRunner.run(["lint", "--format", "json", directory.path])
        #expect(output.stderr.isEmpty, "\(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let pipelines = try #require(report["pipelines"] as? [[String: Any]])
        let found = Set(pipelines.map { pipeline in
            "\(pipeline["file"] ?? "?"):\(pipeline["line"] ?? "?"): verdict=\(pipeline["verdict"] ?? "?") rule=\(pipeline["verdictRule"] ?? "-")"
        })
        var expected: Set<String> = []
        for file in try Self.swiftFiles(in: "Before") {
            let path = directory.appendingPathComponent(file).path
            for expectation in try ExpectationReader.expectations(inFile: path, displayPath: file) where expectation.kind == "pipeline" {
                expected.insert(
                    "\(expectation.file):\(expectation.line): verdict=\(expectation.values["verdict"] ?? "?") rule=\(expectation.values["rule"] ?? "?")")
            }
        }
        #expect(!expected.isEmpty)
        #expect(found.sorted() == expected.sorted())
    }

    @Test func fixUnsafeTurnsBeforeIntoTheCommittedAfterInOneRunAndThenChangesNothing() throws {
        let folder = try Self.copyOfBefore(withConfiguration: true)
        let files = try Self.swiftFiles(in: "Before")
        #expect(try Self.swiftFiles(in: "After") == files)

        let first = try CommandRunner.run(["fix", "--unsafe", folder.url.path])
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(!first.stdout.contains("deferred"), "\(first.stdout)")
        for file in files {
            let expected = try String(contentsOf: Self.scenarios.appendingPathComponent("After/\(file)"), encoding: .utf8)
            let actual = try String(contentsOf: folder.url.appendingPathComponent(file), encoding: .utf8)
            #expect(actual == expected, "\(UnifiedDiff.make(old: expected, new: actual, path: file))")
        }
        let second = try CommandRunner.run(["fix", "--unsafe", folder.url.path])
        #expect(second.stdout.contains("Applied 0 fix(es)"), "\(second.stdout)")
    }

    /// The four that map are rewritten; throttling, a subject without a current value and two
    /// consumers are left as they were.
    @Test func onlyThePipelinesThatKeepTheirMeaningAreRewritten() throws {
        let changed = try Self.swiftFiles(in: "Before").filter { file in
            try Data(contentsOf: Self.scenarios.appendingPathComponent("Before/\(file)"))
                != Data(contentsOf: Self.scenarios.appendingPathComponent("After/\(file)"))
        }
        #expect(changed == ["ConnectionBanner.swift", "SearchField.swift", "SignUpForm.swift", "StatusLine.swift"])
    }

    /// What `lint --format json` says about the fixes it would not apply: the reason a person reads.
    @Test func thePipelinesItCannotRewriteGetAManualFixWithTheReason() throws {
        let folder = try Self.copyOfBefore(withConfiguration: true)
        let output = try CommandRunner.run(["lint", "--format", "json", folder.url.path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        func fix(in file: String) -> [String: Any]? {
            findings.first { $0["file"] as? String == file }?["fix"] as? [String: Any]
        }
        #expect(fix(in: "ScrollThrottle.swift")?["applicability"] as? String == "manual")
        #expect((fix(in: "ScrollThrottle.swift")?["description"] as? String)?.contains("_throttle") == true)
        #expect(fix(in: "TapBus.swift")?["applicability"] as? String == "manual")
        #expect((fix(in: "TapBus.swift")?["description"] as? String)?.contains("dropped") == true)
        #expect(fix(in: "SharedQuery.swift") == nil)
        #expect(fix(in: "SearchField.swift")?["applicability"] as? String == "unsafe")
    }

    /// Manual fixes included: each carries one replacement, as SARIF asks of a fix.
    @Test func sarifWithTheOptionValidatesAgainstTheOfficialSchema() throws {
        let folder = try Self.copyOfBefore(withConfiguration: true)
        let output = try CommandRunner.run(["lint", "--format", "sarif", folder.url.path])
        #expect(output.stdout.contains("\"manual\""))
        let validation = try SARIFSchema.validate(output.stdout)
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
    }

    @Test func withoutTheOptionTheSamePipelinesGetNoFix() throws {
        let folder = try Self.copyOfBefore(withConfiguration: false)
        let output = try CommandRunner.run(["fix", "--unsafe", folder.url.path])
        #expect(output.stdout.contains("Applied 0 fix(es)"), "\(output.stdout)")
        for file in try Self.swiftFiles(in: "Before") {
            let before = try Data(contentsOf: Self.scenarios.appendingPathComponent("Before/\(file)"))
            #expect(try Data(contentsOf: folder.url.appendingPathComponent(file)) == before, "\(file) changed")
        }
        let lint = try CommandRunner.run(["lint", "--format", "json", folder.url.path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0["fix"] == nil })
    }

    private static func copyOfBefore(withConfiguration: Bool) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for file in try swiftFiles(in: "Before") {
            try folder.write(file, try Data(contentsOf: scenarios.appendingPathComponent("Before/\(file)")))
        }
        if withConfiguration {
            try folder.write(configuration, try Data(contentsOf: scenarios.appendingPathComponent("Before/\(configuration)")))
        }
        return folder
    }

    private static func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: scenarios.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".swift") }.sorted()
    }
}

import Foundation
import StreamLint
import Testing

/// Fingerprints that ignore line numbers, and baselines that report only new findings.
@Suite struct BaselineTests {
    static let screen = """
        import Combine

        final class ProfileScreen {
            private var bag = Set<AnyCancellable>()

            func loadProfile() -> AnyPublisher<Int, Never> {
                Future { promise in promise(.success(1)) }.eraseToAnyPublisher()
            }

            func greet() {
                Just("hello")
                    .sink { print($0) }
                    .store(in: &bag)
                Just("hello").sink { print($0) }.store(in: &bag)
            }

            func farewell() {
                Just("bye").sink { print($0) }.store(in: &bag)
            }
        }

        """

    static func lint(_ files: [String: String]) throws -> [Finding] {
        let folder = try TemporaryFolder()
        for (path, source) in files { try folder.write(path, source) }
        return try LinterFactory.make().lint(paths: [folder.url.path]).findings
    }

    static func fingerprints(_ findings: [Finding]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: findings.map { ("\($0.ruleID)@\($0.span.line)", $0.fingerprint) })
    }

    @Test func fingerprintsSurviveLinesInsertedAboveAndEditsElsewhere() throws {
        let before = try Self.lint(["ProfileScreen.swift": Self.screen])
        #expect(before.map(\.ruleID).sorted() == [
            "one_shot_publisher_api", "single_shot_sink", "single_shot_sink", "single_shot_sink",
        ])
        let edited = Self.screen
            .replacingOccurrences(of: "import Combine\n", with: "import Combine\nimport Foundation\n\n// Profile.\n")
            .replacingOccurrences(of: "Just(\"bye\")", with: "Just(\"see you\")")
            .replacingOccurrences(
                of: "    func greet() {", with: "    var name = \"x\"\n\n    func greet() {\n        print(name)")
        let after = try Self.lint(["ProfileScreen.swift": edited])
        let moved = Self.fingerprints(after)
        // Every unchanged finding keeps its fingerprint at its new line.
        #expect(moved["one_shot_publisher_api@9"] == Self.fingerprints(before)["one_shot_publisher_api@6"])
        #expect(moved["single_shot_sink@18"] == Self.fingerprints(before)["single_shot_sink@12"])
        #expect(moved["single_shot_sink@20"] == Self.fingerprints(before)["single_shot_sink@14"])
        // The edited pipeline is a different finding.
        #expect(moved["single_shot_sink@24"] != nil)
        #expect(moved["single_shot_sink@24"] != Self.fingerprints(before)["single_shot_sink@18"])
    }

    @Test func reformattingAChainKeepsItsFingerprintButIdenticalChainsDiffer() throws {
        let before = try Self.lint(["ProfileScreen.swift": Self.screen])
        let reformatted = Self.screen.replacingOccurrences(
            of: "Just(\"bye\").sink { print($0) }.store(in: &bag)",
            with: "Just(\"bye\")\n            .sink { print($0) } // says goodbye\n            .store(in: &bag)")
        let after = try Self.lint(["ProfileScreen.swift": reformatted])
        #expect(Set(before.map(\.fingerprint)) == Set(after.map(\.fingerprint)))
        #expect(Set(before.map(\.fingerprint)).count == before.count, "the two identical greetings are told apart")
    }

    @Test func newFindingsAreThoseTheBaselineLacks() throws {
        let old = try Self.lint(["ProfileScreen.swift": Self.screen])
        let baseline = Baseline(findings: old)
        #expect(baseline.newFindings(old).isEmpty)
        let grown = Self.screen.replacingOccurrences(
            of: "    func farewell() {", with: "    func wave() {\n        Just(1).sink { print($0) }.store(in: &bag)\n    }\n\n    func farewell() {")
        let new = baseline.newFindings(try Self.lint(["ProfileScreen.swift": grown]))
        #expect(new.map { "\($0.ruleID)@\($0.span.line)" } == ["single_shot_sink@18"])
        // The same code in another file is not covered by this file's entries.
        let copied = baseline.newFindings(try Self.lint(["ProfileScreen.swift": Self.screen, "Copy.swift": Self.screen]))
        #expect(copied.count == old.count && copied.allSatisfy { $0.file == "Copy.swift" })
    }

    @Test func writesAndReadsTheFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("baseline.json").path
        let baseline = Baseline(findings: try Self.lint(["ProfileScreen.swift": Self.screen]))
        try baseline.write(to: path)
        #expect(try Baseline.load(from: path) == baseline)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        let entries = try #require(json?["findings"] as? [[String: String]])
        #expect(entries.count == 4)
        #expect(entries.allSatisfy { Set($0.keys) == ["ruleId", "file", "fingerprint"] && $0["file"] == "ProfileScreen.swift" })
    }

    // MARK: The command line

    @Test func onlyNewFindingsFailAStrictRunAfterALineShift() throws {
        let folder = try TemporaryFolder()
        let file = "Sources/ProfileScreen.swift"
        try folder.write(file, Self.screen)
        let baseline = folder.url.appendingPathComponent(".streamlint-baseline.json").path
        let written = try CommandRunner.run([folder.url.path, "--write-baseline", baseline])
        #expect(written.status == 0)
        #expect(written.stderr.contains("Wrote 4 findings to"))
        #expect(try CommandRunner.run([folder.url.path, "--baseline", baseline, "--strict"]).status == 0)

        // Lines inserted above move every finding down; nothing new.
        let shifted = Self.screen.replacingOccurrences(of: "import Combine\n", with: "import Combine\nimport Foundation\n\n")
        try folder.write(file, shifted)
        let quiet = try CommandRunner.run([folder.url.path, "--baseline", baseline, "--strict"])
        #expect(quiet.status == 0, "\(quiet.stdout)")
        #expect(!quiet.stdout.contains("warning:"))

        // One new single-shot sink: the only finding reported, and the strict run fails.
        let grown = shifted.replacingOccurrences(
            of: "    func farewell() {", with: "    func wave() {\n        Just(1).sink { print($0) }.store(in: &bag)\n    }\n\n    func farewell() {")
        try folder.write(file, grown)
        let failing = try CommandRunner.run([folder.url.path, "--baseline", baseline, "--strict"])
        #expect(failing.status == 1)
        let reported = failing.stdout.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(reported == ["Sources/ProfileScreen.swift:20:17: warning: `sink` on a value that is known at once (emits one value): use the value directly; there is nothing to await. [single_shot_sink]"])
        #expect(try CommandRunner.run([folder.url.path, "--baseline", baseline]).status == 0, "a warning fails only strict runs")
    }

    @Test func aBadBaselineIsAUsageError() throws {
        let folder = try TemporaryFolder()
        try folder.write("ProfileScreen.swift", Self.screen)
        let missing = try CommandRunner.run([folder.url.path, "--baseline", folder.url.appendingPathComponent("none.json").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("none.json: cannot read the baseline file"))
        let garbage = try folder.write("garbage.json", "{\"findings\": 3}")
        let malformed = try CommandRunner.run([folder.url.path, "--baseline", garbage.path])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.contains("not a StreamLint baseline"))
        let future = try folder.write("future.json", "{\"schemaVersion\": 9, \"findings\": []}")
        let newer = try CommandRunner.run([folder.url.path, "--baseline", future.path])
        #expect(newer.status == 2)
        #expect(newer.stderr.contains("schemaVersion 9 is not supported"))
        let unwritable = try CommandRunner.run([folder.url.path, "--write-baseline", "/proc/streamlint/baseline.json"])
        #expect(unwritable.status == 3)
        #expect(unwritable.stderr.contains("cannot write the baseline"))
    }
}

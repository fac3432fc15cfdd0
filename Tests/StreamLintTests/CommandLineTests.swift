import Foundation
import Testing

/// The command as a user runs it: exit codes, bad input, output formats.
@Suite struct CommandLineTests {
    static let hazard = """
        import Combine
        import UIKit

        final class FeedViewController: UIViewController {
            private var bag = Set<AnyCancellable>()
            func load(_ session: URLSession, _ url: URL) {
                session.dataTaskPublisher(for: url)
                    .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.view.setNeedsLayout() })
                    .store(in: &bag)
            }
        }
        """

    static let singleShot = """
        import Combine

        final class Greeter {
            private var bag = Set<AnyCancellable>()
            func greet() {
                Just("hello").sink { print($0) }.store(in: &bag)
            }
        }
        """

    @Test func cleanTreeExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("Plain.swift", "struct Plain { var name = \"x\" }\n")
        let output = try CommandRunner.run([folder.url.path])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Scanned 1 file"))
    }

    @Test func errorFindingExitsOne() throws {
        let folder = try TemporaryFolder()
        try folder.write("Feed.swift", Self.hazard)
        let output = try CommandRunner.run(["lint", folder.url.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Feed.swift:8:14: error:"))
        #expect(output.stdout.contains("[missing_receive_context]"))
    }

    @Test func warningsFailOnlyWhenStrict() throws {
        let folder = try TemporaryFolder()
        try folder.write("Greeter.swift", Self.singleShot)
        let relaxed = try CommandRunner.run([folder.url.path])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("warning:"))
        #expect(relaxed.stdout.contains("[single_shot_sink]"))
        let strict = try CommandRunner.run([folder.url.path, "--strict"])
        #expect(strict.status == 1)
        let threshold = try CommandRunner.run([folder.url.path, "--min-severity", "note"])
        #expect(threshold.status == 1)
    }

    @Test func missingPathIsAUsageError() throws {
        let output = try CommandRunner.run(["lint", "/definitely/not/here"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("no such file or directory: /definitely/not/here"))
    }

    /// An opt-in rule is not asked until a configuration names it in `opt_in_rules`.
    @Test func anOptInRuleRunsOnlyWhenTheConfigurationNamesIt() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Editor.swift",
            """
            import Combine

            final class EditorModel {
                let edits = PassthroughSubject<String, Never>()
                private var cancellables: Set<AnyCancellable> = []

                init() {
                    edits.sink { [weak self] draft in self?.persist(draft) }.store(in: &cancellables)
                }

                private func persist(_ draft: String) {
                    Task { print(draft) }
                }
            }

            """)
        let byDefault = try CommandRunner.run([folder.url.path])
        #expect(!byDefault.stdout.contains("task_in_sink_via_method"))
        try folder.write(".streamlint.yml", "opt_in_rules: [task_in_sink_via_method]\n")
        let optedIn = try CommandRunner.run([folder.url.path])
        #expect(optedIn.stdout.contains(
            "Editor.swift:8:15: warning: `sink` calls `persist()`, which starts a `Task` for every value"))
        let rules = try CommandRunner.run(["rules"])
        #expect(rules.stdout.contains("(opt-in) A terminal closure calls a method of its own type"))
    }

    @Test func badFilesAreReportedAndTheRunGoesOn() throws {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", Self.singleShot)
        try folder.write("Latin1.swift", Data([0x6C, 0x65, 0x74, 0x20, 0x78, 0x20, 0x3D, 0x20, 0x22, 0xE9, 0x22, 0x0A]))
        try folder.write("Binary.swift", Data([0x00, 0x01, 0x02, 0x73, 0x69, 0x6E, 0x6B]))
        try folder.write("Broken.swift", "import Combine\nfunc f( { Just(1).sink { _ in } \n")
        let unreadable = try folder.write("Locked.swift", Self.singleShot)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: unreadable.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: unreadable.path) }

        let output = try CommandRunner.run([folder.url.path])
        #expect(output.status == 0)
        #expect(output.stderr.contains("Latin1.swift: skipped (notUTF8)"))
        #expect(output.stderr.contains("Binary.swift: skipped (binary)"))
        #expect(output.stderr.contains("Broken.swift: linted as far as it parses, never fixed (syntaxError): 2:"))
        if getuid() != 0 {
            #expect(output.stderr.contains("Locked.swift: skipped (unreadable)"))
        }
        #expect(output.stdout.contains("Good.swift:6:23: warning:"))
        let original = try String(contentsOf: folder.url.appendingPathComponent("Broken.swift"), encoding: .utf8)
        #expect(original == "import Combine\nfunc f( { Just(1).sink { _ in } \n")
    }

    @Test func versionAndRules() throws {
        let version = try CommandRunner.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
        let rules = try CommandRunner.run(["rules"])
        #expect(rules.stdout.range(of: "single_shot_sink +rewrite +warning ", options: .regularExpression) != nil)
        let explain = try CommandRunner.run(["explain", "missing_receive_context"])
        #expect(explain.stdout.contains("receive(on: DispatchQueue.main)"))
        let unknown = try CommandRunner.run(["explain", "no_such_rule"])
        #expect(unknown.status == 2)
    }

    @Test func jsonOutputValidatesAgainstTheCommittedSchema() throws {
        let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")
        let output = try CommandRunner.run(["lint", "--format", "json", examples.path])
        let folder = try TemporaryFolder()
        let report = try folder.write("report.json", output.stdout)
        let schema = FixturePaths.repositoryRoot.appendingPathComponent("schema/streamlint-report.schema.json")
        let validation = try CommandRunner.python(
            """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1])); report = json.load(open(sys.argv[2]))
            jsonschema.Draft202012Validator.check_schema(schema)
            errors = list(jsonschema.Draft202012Validator(schema).iter_errors(report))
            for error in errors[:10]: print(error.message, list(error.path))
            assert report["summary"]["pipelines"] > 15, "too few pipelines"
            sys.exit(1 if errors else 0)
            """, [schema.path, report.path])
        #expect(validation.status == 0, "\(validation.stdout)\(validation.stderr)")
    }
}

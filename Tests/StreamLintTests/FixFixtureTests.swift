import Foundation
import Rewriter
import StreamLint
import Testing

/// Each `Tests/Fixtures/Fixes/NAME.swift` is fixed on a copy (with `--unsafe`, or safe fixes
/// only for `*_safe.swift`) and must become `NAME.fixed.swift` byte for byte; fixing the
/// result again must change nothing, and it must parse.
@Suite struct FixFixtureTests {
    static let fixtures = FixturePaths.fixtures(in: "Fixes")

    @Test func everyRewritingRuleHasAFixture() throws {
        var rules: Set<String> = []
        for fixture in Self.fixtures {
            let folder = try TemporaryFolder()
            let input = try copy(fixture, into: folder)
            let findings = try LinterFactory.make().lint(paths: [input.path]).findings
            rules.formUnion(findings.filter { $0.fix != nil || $0.alternativeFix != nil }.map(\.ruleID))
        }
        #expect(rules == [
            "data_task_publisher", "future_wrapped_task", "missing_receive_context", "notification_publisher_sink",
            "one_shot_publisher_api", "single_shot_sink", "strong_self_in_sink",
        ])
    }

    @Test(arguments: fixtures)
    func fixtureBecomesItsFixedFileAndStaysThere(_ fixture: String) throws {
        let folder = try TemporaryFolder()
        let input = try copy(fixture, into: folder)
        let allowed: Set<Fix.Applicability> = fixture.hasSuffix("_safe.swift") ? [.safe] : [.safe, .unsafe]
        let expected = try String(
            contentsOf: FixturePaths.fixtures.appendingPathComponent(fixture.replacingOccurrences(of: ".swift", with: ".fixed.swift")),
            encoding: .utf8)

        let first = try fix(folder.url, allowing: allowed)
        #expect(first > 0)
        let fixed = try String(contentsOf: input, encoding: .utf8)
        #expect(fixed == expected, "\(UnifiedDiff.make(old: expected, new: fixed, path: fixture))")
        #expect(FixApplier.syntaxErrorCount(Array(fixed.utf8)) == 0)

        let second = try fix(folder.url, allowing: allowed)
        #expect(second == 0, "a second run changed \(fixture) again")
        #expect(try String(contentsOf: input, encoding: .utf8) == fixed)
    }

    /// The number of fixes applied. Deferred fixes wait for a later run, so this runs until
    /// nothing is applied, as a user would.
    private func fix(_ folder: URL, allowing applicabilities: Set<Fix.Applicability>) throws -> Int {
        var applied = 0
        for _ in 0..<3 {
            let result = try LinterFactory.make().lint(paths: [folder.path])
            let plan = FixSession.plan(result.findings, allowing: applicabilities, rules: [])
            let report = FixSession.run(plan, of: result, writing: true)
            #expect(report.refusedFiles == 0 && report.writeFailures == 0, "\(report.output)")
            applied += report.appliedFixes
            if report.appliedFixes == 0 { break }
        }
        return applied
    }

    private func copy(_ fixture: String, into folder: TemporaryFolder) throws -> URL {
        let source = FixturePaths.fixtures.appendingPathComponent(fixture)
        return try folder.write(source.lastPathComponent, try Data(contentsOf: source))
    }
}

/// The rewriter's promises, each shown on its own.
@Suite struct RewriterSafetyTests {
    static let original = Array("let a = 1\nlet b = 2\n".utf8)

    static func planned(_ rule: String, _ edits: [TextEdit]) -> PlannedFix {
        let span = SourceSpan(line: 1, column: 1, endLine: 1, endColumn: 1, startOffset: 0, endOffset: 0)
        let finding = Finding(
            ruleID: rule, verdict: .fix, severity: .warning, message: "m", file: "F.swift", span: span, pipeline: nil,
            gate: nil, fingerprint: "0000000000000000")
        return PlannedFix(finding: finding, fix: Fix(description: "d", applicability: .safe, edits: edits))
    }

    @Test func aFixThatBreaksSyntaxIsRefusedAndNothingChanges() {
        let broken = Self.planned("r", [TextEdit(startOffset: 0, endOffset: 3, replacement: "func (")])
        let rewrite = FixApplier.apply([broken], to: Self.original)
        #expect(rewrite.refusal?.contains("new syntax error") == true)
        #expect(rewrite.rewritten == Self.original)
    }

    @Test func overlappingFixesAreNeverBothApplied() {
        let first = Self.planned("a", [TextEdit(startOffset: 4, endOffset: 5, replacement: "x")])
        let second = Self.planned("b", [TextEdit(startOffset: 4, endOffset: 9, replacement: "y = 3")])
        let elsewhere = Self.planned("c", [TextEdit(startOffset: 14, endOffset: 15, replacement: "c")])
        let rewrite = FixApplier.apply([second, first, elsewhere], to: Self.original)
        #expect(rewrite.applied.map(\.finding.ruleID) == ["a", "c"])
        #expect(rewrite.deferred.map(\.finding.ruleID) == ["b"])
        #expect(String(decoding: rewrite.rewritten, as: UTF8.self) == "let x = 1\nlet c = 2\n")
    }

    @Test func twoInsertionsAtTheSameOffsetDoNotBothApply() {
        let first = Self.planned("a", [TextEdit(startOffset: 0, endOffset: 0, replacement: "// one\n")])
        let second = Self.planned("b", [TextEdit(startOffset: 0, endOffset: 0, replacement: "// two\n")])
        let rewrite = FixApplier.apply([first, second], to: Self.original)
        #expect(rewrite.applied.count == 1)
        #expect(rewrite.deferred.count == 1)
    }

    @Test func writesAreAtomicKeepPermissionsAndRefuseAChangedFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write("Script.swift", "let a = 1\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: file.path)
        try AtomicFileWriter.write(Array("let a = 2\n".utf8), to: file.path, expecting: Array("let a = 1\n".utf8))
        #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 2\n")
        let permissions = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(permissions == 0o750)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(leftovers == ["Script.swift"])

        #expect(throws: FileWriteError.changedOnDisk(file.path)) {
            try AtomicFileWriter.write(Array("let a = 3\n".utf8), to: file.path, expecting: Array("let a = 1\n".utf8))
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "let a = 2\n")
    }

    @Test func aFileWithSyntaxErrorsIsNeverModified() throws {
        let folder = try TemporaryFolder()
        let text = "import Combine\nfinal class A { var bag = Set<AnyCancellable>()\n func f() { Just(1).sink { _ in }.store(in: &bag) \n"
        let file = try folder.write("Broken.swift", text)
        let output = try CommandRunner.run(["fix", "--unsafe", folder.url.path])
        #expect(output.stderr.contains("Broken.swift: linted as far as it parses, never fixed (syntaxError)"))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    /// ReactiveCocoa 4 code in Swift 2: the C-style loop and the operator declared with braces
    /// do not parse today, the pipeline beside them still gets its verdict, and `fix` writes
    /// nothing.
    @Test func aSwift2FileIsLintedAsFarAsItParsesAndNeverFixed() throws {
        let folder = try TemporaryFolder()
        let text = """
            import ReactiveCocoa

            infix operator <~> { associativity right precedence 93 }

            final class Loader {
                func load() {
                    for var i = 0; i < 3; i++ {
                        print(i)
                    }
                    SignalProducer<Int, NoError>(value: 1)
                        .startWithNext { value in
                            print(value)
                        }
                }
            }

            """
        let file = try folder.write("Loader.swift", text)
        let lint = try CommandRunner.run([folder.url.path])
        #expect(lint.stdout.contains("Loader.swift:11:14: warning: `startWithNext` on a value that is known at once"))
        #expect(lint.stdout.contains("1 file linted as far as it parses (the reasons are on stderr)."))
        #expect(lint.stderr.contains("Loader.swift: linted as far as it parses, never fixed (syntaxError): 3:"))
        let fix = try CommandRunner.run(["fix", "--unsafe", folder.url.path])
        #expect(fix.stdout.contains("Applied 0 fix(es) in 0 file(s)."))
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test func diffPrintsAUnifiedDiffAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        let source = FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.swift")
        let file = try folder.write("Model.swift", try Data(contentsOf: source))
        let before = try Data(contentsOf: file)
        let output = try CommandRunner.run(["fix", "--diff", folder.url.path])
        #expect(output.stdout.contains("--- a/Model.swift\n+++ b/Model.swift\n@@ "))
        #expect(output.stdout.contains("-            .assign(to: \\.title, on: self)\n"))
        #expect(output.stdout.contains("+            .assign(to: &$title)\n"))
        #expect(output.stdout.contains("Would apply 1 fix(es) in 1 file(s) (strong_self_in_sink 1)."))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func ruleFilterLimitsTheFixesApplied() throws {
        let folder = try TemporaryFolder()
        let source = FixturePaths.fixtures.appendingPathComponent("Fixes/missing_receive_context.swift")
        try folder.write("Cart.swift", try Data(contentsOf: source))
        let output = try CommandRunner.run(["fix", "--unsafe", "--rule", "missing_receive_context", "--diff", folder.url.path])
        #expect(output.stdout.contains("(missing_receive_context 2)"))
        #expect(!output.stdout.contains("notifications(named:"))
        let unknown = try CommandRunner.run(["fix", "--rule", "nope", folder.url.path])
        #expect(unknown.status == 2)
    }
}

@Suite struct FixConfigurationTests {
    @Test func fixHonoursTheConfigurationsDisabledRulesAndExcludedFiles() throws {
        let folder = try TemporaryFolder()
        let source = try Data(contentsOf: FixturePaths.fixtures.appendingPathComponent("Fixes/strong_self_assign.swift"))
        try folder.write("App/Model.swift", source)
        try folder.write("Generated/Model.swift", source)
        try folder.write(".streamlint.yml", "excluded:\n  - Generated\n")
        let output = try CommandRunner.run(["fix", "--diff", folder.url.path])
        #expect(output.stdout.contains("+++ b/App/Model.swift"))
        #expect(!output.stdout.contains("Generated/Model.swift"))

        try folder.write(".streamlint.yml", "disabled_rules:\n  - strong_self_in_sink\n")
        let disabled = try CommandRunner.run(["fix", "--diff", folder.url.path])
        #expect(disabled.stdout.contains("Would apply 0 fix(es)"))
    }
}

@Suite struct FixCommentTests {
    /// Comments between the tokens a rewrite replaces are kept above the new code, never lost.
    @Test func commentsInsideARewrittenSubscriptionSurvive() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Title.swift",
            """
            import Combine

            @MainActor
            final class TitleModel {
                private(set) var title = ""
                private var cancellables = Set<AnyCancellable>()

                func load(_ api: TitleAPI) {
                    api.title() // the server's title
                        .sink( // both handlers are needed
                            receiveCompletion: { _ in },
                            receiveValue: { [weak self] title in // keep the newest title
                                self?.title = title
                            }
                        )
                        .store(in: &cancellables)
                }
            }

            protocol TitleAPI {
                func title() -> Future<String, Error>
            }

            """)
        let output = try CommandRunner.run(["fix", "--unsafe", folder.url.path])
        #expect(output.stdout.contains("applied 1 fix(es): single_shot_sink"))
        let fixed = try String(contentsOf: folder.url.appendingPathComponent("Title.swift"), encoding: .utf8)
        for comment in ["// the server's title", "// both handlers are needed", "// keep the newest title"] {
            #expect(fixed.contains(comment), "lost \(comment)")
        }
        #expect(fixed.contains("for try await title in titlePublisher.values"))
    }
}

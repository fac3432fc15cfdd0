import Foundation
import StreamLint
import Testing

/// `// streamlint:` comments: every form, what they cover, and comments that are mistakes.
@Suite struct SuppressionTests {
    /// Each `Just(…).sink` is a `single_shot_sink` warning reported on the `sink` line.
    static func greeter(_ body: String) -> String {
        """
        import Combine

        final class Greeter {
            private var bag = Set<AnyCancellable>()
            func greet() {
        \(body)
            }
        }

        """
    }

    /// "rule@line" of every finding in one file.
    static func findings(_ source: String) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("Greeter.swift", source)
        return try LinterFactory.make().lint(paths: [folder.url.path]).findings.map { "\($0.ruleID)@\($0.span.line)" }
    }

    @Test func withoutCommentsEveryPipelineIsReported() throws {
        let source = Self.greeter(
            """
                    Just(1).sink { print($0) }.store(in: &bag)
                    Just(2).sink { print($0) }.store(in: &bag)
            """)
        #expect(try Self.findings(source) == ["single_shot_sink@6", "single_shot_sink@7"])
    }

    @Test func disableNextCoversTheWholeNextStatement() throws {
        let source = Self.greeter(
            """
                    // streamlint:disable:next single_shot_sink - a placeholder until the API lands
                    Just(1)
                        .map { $0 + 1 }
                        .sink { print($0) }
                        .store(in: &bag)
                    Just(2).sink { print($0) }.store(in: &bag)
            """)
        #expect(try Self.findings(source) == ["single_shot_sink@11"])
    }

    @Test func disableNextWorksFromTheEndOfALine() throws {
        let source = Self.greeter(
            """
                    let x = 1 // streamlint:disable:next single_shot_sink
                    Just(x).sink { print($0) }.store(in: &bag)
                    Just(2).sink { print($0) }.store(in: &bag)
            """)
        #expect(try Self.findings(source) == ["single_shot_sink@8"])
    }

    @Test func disableThisCoversTheChainItTrails() throws {
        let source = Self.greeter(
            """
                    Just(1).sink { print($0) }.store(in: &bag) // streamlint:disable:this single_shot_sink
                    Just(2) // streamlint:disable:this single_shot_sink
                        .sink { print($0) }
                        .store(in: &bag)
                    Just(3).sink { print($0) }.store(in: &bag)
            """)
        #expect(try Self.findings(source) == ["single_shot_sink@10"])
    }

    @Test func regionsRunFromDisableToEnable() throws {
        let source = Self.greeter(
            """
                    Just(1).sink { print($0) }.store(in: &bag)
                    // streamlint:disable single_shot_sink - legacy screen, rewritten in #42
                    Just(2).sink { print($0) }.store(in: &bag)
                    Just(3).sink { print($0) }.store(in: &bag)
                    // streamlint:enable single_shot_sink
                    Just(4).sink { print($0) }.store(in: &bag)
                    // streamlint:disable single_shot_sink
                    Just(5).sink { print($0) }.store(in: &bag)
            """)
        #expect(try Self.findings(source) == ["single_shot_sink@6", "single_shot_sink@11"], "the last region runs to the end")
    }

    /// A view controller whose `load` body (from line 7) holds requests; each
    /// `request(comment)` is a `data_task_publisher` and a `missing_receive_context` finding,
    /// both reported on the `.sink` line, one below the comment's.
    static func feed(_ body: String) -> String {
        """
        import Combine
        import UIKit

        final class FeedViewController: UIViewController {
            private var bag = Set<AnyCancellable>()
            func load(_ session: URLSession, _ url: URL) {
        \(body)
            }
        }

        """
    }

    static func request(_ trailingComment: String = "") -> String {
        """
                session.dataTaskPublisher(for: url)\(trailingComment.isEmpty ? "" : " " + trailingComment)
                    .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] _ in self?.view.setNeedsLayout() })
                    .store(in: &bag)
        """
    }

    @Test func allSilencesEveryRuleAndEnableAllEndsEveryRegion() throws {
        let source = Self.feed(
            """
                    // streamlint:disable all
                    // streamlint:disable data_task_publisher
            \(Self.request())
                    // streamlint:enable all
            \(Self.request())
            """)
        #expect(try Self.findings(source) == ["data_task_publisher@14", "missing_receive_context@14"])
    }

    @Test func onlyTheNamedRulesAreSilenced() throws {
        let source = Self.feed(
            """
                    // streamlint:disable:next data_task_publisher
            \(Self.request())
            \(Self.request("// streamlint:disable:this data_task_publisher missing_receive_context"))
            """)
        #expect(try Self.findings(source) == ["missing_receive_context@9"])
    }

    @Test func declarationFindingsAreCoveredAfterAttributes() throws {
        let source = """
            import Combine

            final class Repository {
                // streamlint:disable:next one_shot_publisher_api - callers migrate next sprint
                @MainActor
                func loadProfile() -> AnyPublisher<Int, Never> {
                    Future { promise in promise(.success(1)) }.eraseToAnyPublisher()
                }
                func loadAvatar() -> AnyPublisher<Int, Never> {
                    Future { promise in promise(.success(2)) }.eraseToAnyPublisher()
                }
            }
            """
        #expect(try Self.findings(source) == ["one_shot_publisher_api@9"])
    }

    @Test func mistakesAreReportedWhereTheyAre() throws {
        let source = Self.greeter(
            """
                    // streamlint:disable:next single_shot_sinc
                    Just(1).sink { print($0) }.store(in: &bag)
                    // streamlint:disabel single_shot_sink
                    // streamlint:disable:next
                    // streamlint:disable:next all single_shot_sink
                    Just(2).sink { print($0) }.store(in: &bag)
            """)
        let folder = try TemporaryFolder()
        try folder.write("Greeter.swift", source)
        let findings = try LinterFactory.make().lint(paths: [folder.url.path]).findings
        #expect(findings.map { "\($0.ruleID)@\($0.span.line)" } == [
            "unknown_suppression@6", "single_shot_sink@7", "unknown_suppression@8", "unknown_suppression@9",
        ])
        #expect(findings.filter { $0.ruleID == "unknown_suppression" }.allSatisfy { $0.span.column == 9 })
        let messages = findings.filter { $0.ruleID == "unknown_suppression" }.map(\.message)
        #expect(messages[0].contains("No rule `single_shot_sinc`"))
        #expect(messages[1].contains("`streamlint:disabel` is not a directive"))
        #expect(messages[2].contains("names no rule"))
        #expect(findings.allSatisfy { $0.ruleID != "unknown_suppression" || $0.severity == .warning })
    }

    @Test func mistakesInFilesWithoutReactiveCodeAreReported() throws {
        let source = "struct Plain {\n    // streamlint:disable:this no_such_rule\n    var name = \"\"\n}\n"
        #expect(try Self.findings(source) == ["unknown_suppression@2"])
    }

    @Test func directivesAreCommentsNotText() throws {
        let source = Self.greeter(
            """
                    let note = "// streamlint:disable all"
                    /* streamlint:disable all */
                    /// streamlint:disable all
                    Just(note).sink { print($0) }.store(in: &bag)
            """)
        #expect(try Self.findings(source) == ["single_shot_sink@9"])
    }

    @Test func theScanKeepsEachDirective() throws {
        let source = Self.greeter(
            """
                    // streamlint:disable:next single_shot_sink strong_self_in_sink - placeholder - for now
                    Just(1)
                        .sink { print($0) }
                        .store(in: &bag)
            """)
        guard case .facts(let facts) = FileScanner.scan(bytes: Array(source.utf8), displayPath: "Greeter.swift") else {
            Issue.record("the sample does not parse")
            return
        }
        let directive = try #require(facts.suppressions.first)
        #expect(facts.suppressions.count == 1)
        #expect(directive.action == .disableNext)
        #expect(directive.ruleIDs == ["single_shot_sink", "strong_self_in_sink"])
        #expect(directive.reason == "placeholder - for now")
        #expect(directive.span.line == 6 && directive.span.column == 9)
        #expect(directive.lines == 7...9)
    }

    @Test func theRuleIsExplainedAndCanBeConfigured() throws {
        let explain = try CommandRunner.run(["explain", "unknown_suppression"])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("streamlint:disable:next"))
        let folder = try TemporaryFolder()
        try folder.write("Plain.swift", "let x = 1 // streamlint:disable:this typo_rule\n")
        let reported = try CommandRunner.run([folder.url.path, "--strict"])
        #expect(reported.status == 1)
        #expect(reported.stdout.contains("Plain.swift:1:11: warning: No rule `typo_rule`"))
        try folder.write(".streamlint.yml", "disabled_rules: [unknown_suppression]\n")
        #expect(try CommandRunner.run([folder.url.path, "--strict"]).status == 0)
    }
}

import Foundation
import Rewriter
import Rules
import StreamLint
import Testing

/// Every example `streamlint explain` prints is true when linted alone: its files are written to
/// an empty folder and linted with the whole catalog, as `streamlint` does. A triggering example
/// is reported by its rule exactly at its `↓` markers (file, line and UTF-8 column), still when a
/// `// streamlint:disable:next` line would silence it only if honoured, and still at the right
/// columns behind CJK and emoji text; a non-triggering one is not reported; a correction is
/// what `streamlint fix --unsafe --rule ID` makes of its file, and fixing again changes nothing.
/// A failure is recorded at the line the example is written on.
@Suite struct RuleExampleTests {
    static let ruleIDs = RuleCatalog.descriptions.map(\.id)

    @Test(arguments: ruleIDs)
    func triggeringExamplesAreReportedAtTheirMarkers(_ ruleID: String) throws {
        let rule = try #require(RuleCatalog.description(of: ruleID))
        #expect(!rule.triggeringExamples.isEmpty, "\(ruleID) has no triggering example")
        for example in rule.triggeringExamples + rule.corrections {
            let expected = ExampleMarkers.locations(in: example)
            guard !expected.isEmpty else {
                Issue.record("a triggering example needs a `↓` where the finding lands", sourceLocation: example.sourceLocation)
                continue
            }
            let found = try ExampleLinter.locations(of: ruleID, linting: example.files.map { ($0.name, $0.text) })
            #expect(found == expected, "\(ruleID) reported at \(found), markers at \(expected)", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: ruleIDs)
    func nonTriggeringExamplesAreNotReported(_ ruleID: String) throws {
        let rule = try #require(RuleCatalog.description(of: ruleID))
        #expect(!rule.nonTriggeringExamples.isEmpty, "\(ruleID) has no non-triggering example")
        for example in rule.nonTriggeringExamples {
            #expect(ExampleMarkers.locations(in: example).isEmpty, "a non-triggering example has no marker", sourceLocation: example.sourceLocation)
            let found = try ExampleLinter.locations(of: ruleID, linting: example.files.map { ($0.name, $0.text) })
            #expect(found.isEmpty, "\(ruleID) reported at \(found)", sourceLocation: example.sourceLocation)
        }
    }

    /// `streamlint:disable:next RULE` on a line of its own above each marker's line.
    @Test(arguments: ruleIDs)
    func aDisableNextCommentSilencesEveryTriggeringExample(_ ruleID: String) throws {
        let rule = try #require(RuleCatalog.description(of: ruleID))
        for example in rule.triggeringExamples + rule.corrections {
            let files = example.files.map { file in
                (file.name, ExampleMarkers.insertingAboveMarkedLines("// streamlint:disable:next \(ruleID)", in: file.code))
            }
            let found = try ExampleLinter.locations(of: ruleID, linting: files)
            #expect(found.isEmpty, "\(ruleID) still reported at \(found)", sourceLocation: example.sourceLocation)
        }
    }

    /// A `let banner = "日本語🎉"` line on top of each marked file and `/* 日本語🎉 */ ` in front of
    /// each marked line: lines and UTF-8 columns move by exactly what was inserted, and the
    /// UTF-16 columns SARIF prints count the prefix in code units.
    @Test(arguments: ruleIDs)
    func columnsStayRightBehindCJKAndEmoji(_ ruleID: String) throws {
        let rule = try #require(RuleCatalog.description(of: ruleID))
        let banner = "let banner = \"日本語🎉\""
        let prefix = "/* 日本語🎉 */ "
        for example in rule.triggeringExamples + rule.corrections {
            let marked = Set(ExampleMarkers.locations(in: example).map(\.file))
            let files = example.files.map { file in
                marked.contains(file.name)
                    ? (file.name, banner + "\n" + ExampleMarkers.prefixingMarkedLines(with: prefix, in: file.code))
                    : (file.name, file.text)
            }
            let expected = ExampleMarkers.locations(in: example).map { location in
                ExampleLocation(
                    file: location.file, line: location.line + 1, column: location.column + prefix.utf8.count,
                    utf16Column: location.utf16Column + prefix.utf16.count)
            }
            let found = try ExampleLinter.locations(of: ruleID, linting: files)
            #expect(found == expected, "\(ruleID) reported at \(found), markers at \(expected)", sourceLocation: example.sourceLocation)
        }
    }

    @Test(arguments: ruleIDs)
    func correctionsAreWhatFixMakesAndFixingAgainChangesNothing(_ ruleID: String) throws {
        let rule = try #require(RuleCatalog.description(of: ruleID))
        for example in rule.corrections {
            let corrected = try #require(example.corrected, "a correction needs its corrected text", sourceLocation: example.sourceLocation)
            let folder = try TemporaryFolder()
            for file in example.files { try folder.write(file.name, file.text) }

            let first = try ExampleLinter.fix(ruleID, in: folder)
            #expect(first.refusedFiles == 0 && first.writeFailures == 0 && first.deferredFixes == 0, "\(first.output)")
            let fixed = try String(contentsOf: folder.url.appendingPathComponent(example.main.name), encoding: .utf8)
            #expect(
                fixed == corrected, "\(UnifiedDiff.make(old: corrected, new: fixed, path: example.main.name))",
                sourceLocation: example.sourceLocation)
            for file in example.extraFiles + (example.testFile.map { [$0] } ?? []) {
                let text = try String(contentsOf: folder.url.appendingPathComponent(file.name), encoding: .utf8)
                #expect(text == file.text, "fix changed \(file.name), which the correction does not show", sourceLocation: example.sourceLocation)
            }

            let second = try ExampleLinter.fix(ruleID, in: folder)
            #expect(second.appliedFixes == 0, "a second run changed the file again:\n\(second.output)", sourceLocation: example.sourceLocation)
        }
    }

    /// Corrections are reproduced by `fix`, so only rules that fix have them, and every one does.
    @Test func everyFixableRuleAndOnlyThoseHaveCorrections() {
        let rules: [any Rule] = RuleCatalog.pipelineRules + RuleCatalog.declarationRules
        let fixable = Set(rules.filter { $0 is any FixableRule }.map(\.description.id))
        let corrected = Set(RuleCatalog.descriptions.filter { !$0.corrections.isEmpty }.map(\.id))
        #expect(corrected == fixable)
    }

    @Test(arguments: ruleIDs)
    func explainPrintsExactlyTheExamplesWithoutMarkers(_ ruleID: String) throws {
        let rule = try #require(RuleCatalog.description(of: ruleID))
        let explanation = RuleExplanation.render(rule)
        #expect(!explanation.contains(Example.marker))
        for example in rule.triggeringExamples + rule.nonTriggeringExamples + rule.corrections {
            #expect(explanation.contains(Self.indented(example.displayText)), sourceLocation: example.sourceLocation)
            if let after = example.correctedDisplayText {
                #expect(explanation.contains(Self.indented(after)), sourceLocation: example.sourceLocation)
            }
        }
        let printed = try CommandRunner.run(["explain", ruleID])
        #expect(printed.status == 0)
        #expect(printed.stdout == explanation + "\n")
    }

    static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
    }
}

/// Where a finding lands: a file of the example, a 1-based line, and the column in UTF-8 bytes
/// (text, JSON) and in UTF-16 code units (SARIF).
struct ExampleLocation: Hashable, Comparable, CustomStringConvertible {
    var file: String
    var line: Int
    var column: Int
    var utf16Column: Int

    static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }

    var description: String { "\(file):\(line):\(column) (UTF-16 \(utf16Column))" }
}

/// The `↓` markers of an example's files, and the variants of its text the tests lint.
enum ExampleMarkers {
    static func locations(in example: Example) -> [ExampleLocation] {
        example.files.flatMap { file in
            lines(of: file.code).enumerated().flatMap { index, line in
                var before = ""
                var found: [ExampleLocation] = []
                for character in line {
                    if character == Example.marker {
                        found.append(
                            ExampleLocation(
                                file: file.name, line: index + 1, column: before.utf8.count + 1, utf16Column: before.utf16.count + 1))
                    } else {
                        before.append(character)
                    }
                }
                return found
            }
        }.sorted()
    }

    /// The text without markers, with `line` inserted above each marked line at its indentation.
    static func insertingAboveMarkedLines(_ line: String, in code: String) -> String {
        lines(of: code).map { text in
            guard text.contains(Example.marker) else { return String(text) }
            let indentation = text.prefix { $0 == " " }
            return indentation + line + "\n" + text.filter { $0 != Example.marker }
        }.joined(separator: "\n")
    }

    /// The text without markers, with `prefix` written at the start of each marked line.
    static func prefixingMarkedLines(with prefix: String, in code: String) -> String {
        lines(of: code).map { text in
            text.contains(Example.marker) ? prefix + text.filter { $0 != Example.marker } : String(text)
        }.joined(separator: "\n")
    }

    private static func lines(of code: String) -> [Substring] {
        code.split(separator: "\n", omittingEmptySubsequences: false)
    }
}

/// The real linter and the real fix path on an example's files, in a folder of their own.
enum ExampleLinter {
    static func locations(of ruleID: String, linting files: [(name: String, text: String)]) throws -> [ExampleLocation] {
        let folder = try TemporaryFolder()
        for file in files { try folder.write(file.name, file.text) }
        let result = try LinterFactory.make().lint(paths: [folder.url.path])
        #expect(result.problems.isEmpty, "\(result.problems)")
        return result.findings.filter { $0.ruleID == ruleID }.map { finding in
            ExampleLocation(file: finding.file, line: finding.span.line, column: finding.span.column, utf16Column: finding.span.utf16Column)
        }.sorted()
    }

    /// `streamlint fix --unsafe --rule ID` on the folder.
    /// An example that needs a configuration (`published_without_subscribers` rewrites only for a
    /// deployment target with Observation) carries it as a `.streamlint.yml` file.
    static func fix(_ ruleID: String, in folder: TemporaryFolder) throws -> FixSessionReport {
        var linter = LinterFactory.make()
        let loader = ConfigurationLoader(knownRuleIDs: Set(RuleCatalog.descriptions.map(\.id)))
        if let configuration = try loader.load(explicitPath: nil, scanRoot: folder.url.path) {
            linter = linter.configured(by: configuration)
        }
        let result = try linter.lint(paths: [folder.url.path])
        let plan = FixSession.plan(result.findings, allowing: [.safe, .unsafe], rules: [ruleID])
        return FixSession.run(plan, of: result, writing: true)
    }
}

extension Example {
    /// The example's own line in the rule's source, for failures.
    var sourceLocation: SourceLocation {
        SourceLocation(
            fileID: "Rules/" + URL(fileURLWithPath: filePath).lastPathComponent, filePath: filePath, line: line, column: 1)
    }
}

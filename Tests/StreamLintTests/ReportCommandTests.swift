import Foundation
import Rules
import StreamLint
import Testing

/// `streamlint report` as a user runs it: formats, `--output`, `--compare`, exit codes, and the
/// Markdown report in the HTML page's order.
@Suite struct ReportCommandTests {
    static let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")

    /// A copy of `Examples/` to change between two reports.
    static func examplesCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let files = FileManager.default.enumerator(atPath: examples.path)?.allObjects as? [String] ?? []
        for file in files where file.hasSuffix(".swift") {
            try folder.write(file, try Data(contentsOf: examples.appendingPathComponent(file)))
        }
        return folder
    }

    static func headings(_ markdown: String) -> [String] {
        markdown.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    }

    @Test func outputWritesTheFileAndExitsAsLintDoes() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("report.html")
        try folder.write("report.html", "an older report")
        let run = try CommandRunner.run(["report", Self.examples.path, "--output", target.path])
        let lint = try CommandRunner.run(["lint", Self.examples.path])
        #expect(run.status == lint.status)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("<!DOCTYPE html>") && written.hasSuffix("</html>\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["report.html"])

        let passing = try CommandRunner.run(["report", Self.examples.path, "--format", "markdown", "--min-severity", "error"])
        #expect(passing.status == 1)
        let lenient = try CommandRunner.run(["report", Self.examples.appendingPathComponent("RxSwift").path, "--format", "markdown"])
        #expect(lenient.status == 0)
    }

    @Test func usageAndIOErrorsHaveLintsExitCodes() throws {
        let folder = try TemporaryFolder()
        #expect(try CommandRunner.run(["report", folder.url.appendingPathComponent("missing").path]).status == 2)
        #expect(try CommandRunner.run(["report", Self.examples.path, "--format", "sarif"]).status == 2)
        try folder.write("old.json", "{\"not\": \"a report\"}")
        let badCompare = try CommandRunner.run(["report", Self.examples.path, "--compare", folder.url.appendingPathComponent("old.json").path])
        #expect(badCompare.status == 2)
        #expect(badCompare.stderr.contains("is not a StreamLint JSON report"))
        let unwritable = folder.url.appendingPathComponent("no/such/folder/report.html")
        let failed = try CommandRunner.run(["report", Self.examples.path, "--output", unwritable.path])
        #expect(failed.status == 3)
        #expect(failed.stderr.contains("cannot write the report to"))
    }

    @Test func compareCountsNewAndResolvedFindingsAndTheWorkLeft() throws {
        let folder = try Self.examplesCopy()
        let old = try CommandRunner.run(["report", "--format", "json", folder.url.path]).stdout
        let oldReport = try #require(try JSONSerialization.jsonObject(with: Data(old.utf8)) as? [String: Any])
        let oldFindings = try #require(oldReport["findings"] as? [[String: Any]])
        let previous = try TemporaryFolder()
        let oldPath = try previous.write("old.json", old).path

        // One file's findings go, one file with a single-shot sink comes.
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Combine/WeatherAPI.swift"))
        try folder.write("Combine/Greeting.swift", """
            import Combine

            final class Greeting {
                var cancellables = Set<AnyCancellable>()
                func show() {
                    Just("hello").sink { print($0) }.store(in: &cancellables)
                }
            }

            """)
        let new = try CommandRunner.run(["report", "--format", "json", folder.url.path]).stdout
        let newReport = try #require(try JSONSerialization.jsonObject(with: Data(new.utf8)) as? [String: Any])
        let newFindings = try #require(newReport["findings"] as? [[String: Any]])
        let oldPrints = Set(oldFindings.compactMap { $0["fingerprint"] as? String })
        let newPrints = Set(newFindings.compactMap { $0["fingerprint"] as? String })
        let added = newPrints.subtracting(oldPrints).count
        let resolved = oldPrints.subtracting(newPrints).count
        #expect(added == 1)
        #expect(resolved == oldFindings.filter { $0["file"] as? String == "Combine/WeatherAPI.swift" }.count)
        #expect(resolved >= 3)

        let markdown = try CommandRunner.run(["report", "--format", "markdown", "--compare", oldPath, folder.url.path]).stdout
        #expect(markdown.contains("\(added) new and \(resolved) resolved findings since the report of StreamLint"))
        let html = try CommandRunner.run(["report", "--compare", oldPath, folder.url.path]).stdout
        #expect(html.contains("data-new=\"\(added)\"") && html.contains("data-resolved=\"\(resolved)\""))
        #expect(html.contains("data-chart=\"burndown\""))
        // data_task_publisher (20) and single_shot_sink (15) left with WeatherAPI; the new sink costs 15.
        let steps = html.components(separatedBy: "<g class=\"step\" ").dropFirst().map { String($0.prefix { $0 != ">" }) }
        #expect(steps.count == 4)
        #expect(steps[1].contains("data-before=\"95\" data-now=\"75\""), "\(steps)")
    }

    @Test func markdownFollowsTheHTMLPagesOrder() throws {
        let markdown = try CommandRunner.run(["report", "--format", "markdown", Self.examples.path]).stdout
        #expect(Self.headings(markdown) == [
            "Totals by verdict", "Hazards", "Suggested order of work", "Totals by framework", "Totals by module",
            "Files with the most rewrite work", "What stays reactive, and why",
        ])
        let html = try CommandRunner.run(["report", Self.examples.path]).stdout
        let sections = ["id=\"hazards\"", "id=\"order\"", "data-chart=\"framework\"", "data-chart=\"module\"", "id=\"files\"", "id=\"keep\"", "id=\"pipelines\""]
        let positions = sections.map { html.range(of: $0)?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test func modulesAreSwiftPMTargetsElseTopLevelFolders() throws {
        let folder = try TemporaryFolder()
        let sink = "import Combine\nfinal class Model {\n    var bag = Set<AnyCancellable>()\n    func run() { Just(1).sink { print($0) }.store(in: &bag) }\n}\n"
        try folder.write("Package.swift", "// swift-tools-version:5.9\n")
        for file in ["Sources/Core/Model.swift", "Sources/Core/Deep/More.swift", "Tests/CoreTests/ModelTests.swift", "Scripts/Tool.swift", "Top.swift"] {
            try folder.write(file, sink)
        }
        let markdown = try CommandRunner.run(["report", "--format", "markdown", folder.url.path]).stdout
        let rows = try MarkdownReporterTests.section("Totals by module", in: markdown).filter { $0.hasPrefix("| `") }.map(MarkdownReporterTests.cells)
        #expect(Dictionary(uniqueKeysWithValues: rows.map { ($0[0], $0[1]) }) == [
            "`Core`": "2", "`CoreTests`": "1", "`Scripts`": "1", "`(top level)`": "1",
        ])
    }

    @Test func stepSummaryStaysUnderGitHubsLimitAndSaysWhatItLeftOut() throws {
        let findings = (0..<12_000).map { index in
            HandMadeReport.finding(
                "published_without_subscribers", .rewrite, .note,
                message: "Nothing reads `$property\(index)`: under `@Observable` (iOS 17+) this can be a plain stored property.",
                file: "Module\(index % 40)/Feature\(index).swift", line: index + 1)
        }
        let input = try HandMadeReport.input(findings)
        let full = MarkdownReporter.render(input)
        #expect(full.utf8.count > StepSummaryReporter.summaryLimit)
        let summary = StepSummaryReporter.render(input)
        #expect(summary.utf8.count <= StepSummaryReporter.summaryLimit)
        #expect(summary.contains("> **Cut to fit GitHub's 1 MiB step summary:** "))
        let shown = summary.split(separator: "\n", omittingEmptySubsequences: false).count
        let total = full.split(separator: "\n", omittingEmptySubsequences: false).count
        let note = try #require(summary.split(separator: "\n").last { $0.hasPrefix("> **Cut") })
        let omitted = try #require(Int(note.split(separator: " ")[9]))
        #expect(omitted > 0 && abs(total - (shown + omitted)) <= 8, "\(total) \(shown) \(omitted)")
        #expect(summary.hasPrefix(String(full.prefix(2000))))

        let small = try HandMadeReport.input(Array(findings.prefix(5)))
        #expect(StepSummaryReporter.render(small) == MarkdownReporter.render(small))
    }

    @Test func theEffortTableCoversEveryRuleThatIsWorkAndIsTheOneTheReadmeStates() throws {
        let work = RuleCatalog.descriptions.filter { $0.verdict != .keep }.map(\.id)
        #expect(Set(RewriteEffort.table.map(\.ruleID)) == Set(work))
        let readme = try String(contentsOf: FixturePaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let rows = readme.split(separator: "\n").compactMap { line -> String? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, cells[0].hasPrefix("`"), let minutes = Int(cells[1]) else { return nil }
            return "\(cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))) \(minutes)"
        }
        #expect(rows == RewriteEffort.table.map { "\($0.ruleID) \($0.minutes)" })
    }
}

import Foundation
import StreamLint
import Testing

@Suite struct GitHubActionsReporterTests {
    @Test func escapesPercentLineBreaksColonsAndCommasInFileAndMessage() throws {
        let finding = HandMadeReport.finding(
            "single_shot_sink", .rewrite, .warning, message: "100% once: await it,\nthen drop the bag\r",
            file: "Odd, Dir/50%:done.swift")
        let output = GitHubActionsReporter.render(try HandMadeReport.input([finding]))
        #expect(output == """
            ::warning file=Odd%2C Dir/50%25%3Adone.swift,line=3,col=5,endLine=3,endColumn=9,title=single_shot_sink\
            ::100%25 once: await it,%0Athen drop the bag%0D

            """)
    }

    @Test func levelFollowsSeverityWithNotesAsNotices() throws {
        let findings = [
            HandMadeReport.finding("missing_receive_context", .fix, .error, message: "a", line: 1),
            HandMadeReport.finding("single_shot_sink", .rewrite, .warning, message: "b", line: 2),
            HandMadeReport.finding("timing_stream", .keep, .note, message: "c", line: 3),
        ]
        let lines = GitHubActionsReporter.render(try HandMadeReport.input(findings)).split(separator: "\n")
        #expect(lines.map { $0.prefix { $0 != " " } } == ["::error", "::warning", "::notice"])
    }

    @Test func githubFormatAnnotatesEveryFindingOfTheExamples() throws {
        let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")
        let json = try CommandRunner.run(["lint", "--format", "json", examples.path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let levels = ["note": "notice", "warning": "warning", "error": "error"]

        let output = try CommandRunner.run(["lint", "--format", "github", examples.path])
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == findings.count)
        for finding in findings {
            let level = levels[finding["severity"] as? String ?? ""] ?? "?"
            let file = finding["file"] as? String ?? "?"
            let place = "line=\(finding["line"] ?? "?"),col=\(finding["column"] ?? "?")"
            let title = "title=\(finding["ruleId"] ?? "?")::"
            #expect(lines.contains { $0.hasPrefix("::\(level) file=\(file),\(place),") && $0.contains(title) }, "\(finding)")
        }
    }
}

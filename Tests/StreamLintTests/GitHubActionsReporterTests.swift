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
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let perLevel = Dictionary(grouping: findings) { levels[$0["severity"] as? String ?? ""] ?? "?" }
        let cap = GitHubActionsReporter.annotationsPerLevel
        // The examples have more keep notes than GitHub shows (nine are annotated, and the tenth
        // notice counts the rest) and more warnings (ten are annotated).
        let notes = try #require(perLevel["notice"]).count
        let errors = perLevel["error"]?.count ?? 0
        let warnings = perLevel["warning"]?.count ?? 0
        #expect(notes > cap && warnings > cap)
        #expect(lines.count == min(errors, cap) + min(warnings, cap) + cap)
        let left: [(count: Int, level: String)] = [(errors - cap, "error"), (warnings - cap, "warning"), (notes - cap + 1, "note")]
            .filter { $0.0 > 0 }
        let leftCount = left.map(\.count).reduce(0, +)
        let leftWords = left.map { item -> String in "\(item.count) \(item.level)\(item.count == 1 ? "" : "s")" }.joined(separator: ", ")
        let notice = "::notice title=StreamLint::\(leftCount) of \(findings.count) findings not annotated "
            + "(GitHub shows \(cap) per level and step): \(leftWords). Run `streamlint report` for all of them."
        #expect(lines.last == notice)
        var annotatedPerLevel: [String: Int] = [:]
        for finding in findings {
            let level = levels[finding["severity"] as? String ?? ""] ?? "?"
            let file = finding["file"] as? String ?? "?"
            let place = "line=\(finding["line"] ?? "?"),col=\(finding["column"] ?? "?")"
            let title = "title=\(finding["ruleId"] ?? "?")::"
            if lines.contains(where: { $0.hasPrefix("::\(level) file=\(file),\(place),") && $0.contains(title) }) {
                annotatedPerLevel[level, default: 0] += 1
            }
        }
        #expect(annotatedPerLevel["error", default: 0] == min(errors, cap))
        #expect(annotatedPerLevel["warning", default: 0] == min(warnings, cap))
        #expect(lines.filter { $0.hasPrefix("::notice file=") }.count == cap - 1)
    }

    @Test func errorsComeFirstThenWarningsThenNotesTenOfEachAndOneLineSaysHowManyWereLeftOut() throws {
        let findings = (1...15).map { HandMadeReport.finding("published_without_subscribers", .rewrite, .note, message: "n\($0)", line: $0) }
            + (1...3).map { HandMadeReport.finding("single_shot_sink", .rewrite, .warning, message: "w\($0)", line: 100 + $0) }
            + (1...12).map { HandMadeReport.finding("missing_receive_context", .fix, .error, message: "e\($0)", line: 200 + $0) }
        let lines = GitHubActionsReporter.render(try HandMadeReport.input(findings)).split(separator: "\n")
        let levels = lines.map { String($0.prefix { $0 != " " }) }
        #expect(levels == Array(repeating: "::error", count: 10) + Array(repeating: "::warning", count: 3)
            + Array(repeating: "::notice", count: 10))
        #expect(lines.prefix(10).map { $0.split(separator: "::").last! } == (1...10).map { "e\($0)" })
        #expect(lines.dropFirst(13).prefix(9).map { $0.split(separator: "::").last! } == (1...9).map { "n\($0)" })
        #expect(lines.last.map(String.init) == "::notice title=StreamLint::8 of 30 findings not annotated (GitHub shows 10 per level and step): "
            + "2 errors, 6 notes. Run `streamlint report` for all of them.")
    }

    @Test func findingsWithinTheCapsAreAllAnnotatedWithoutACountLine() throws {
        let findings = (1...10).map { HandMadeReport.finding("published_without_subscribers", .rewrite, .note, message: "n\($0)", line: $0) }
            + (1...10).map { HandMadeReport.finding("missing_receive_context", .fix, .error, message: "e\($0)", line: 100 + $0) }
        let lines = GitHubActionsReporter.render(try HandMadeReport.input(findings)).split(separator: "\n")
        #expect(lines.count == 20)
        #expect(!lines.contains { $0.contains("not annotated") })
        #expect(lines.first?.hasPrefix("::error ") == true)
    }
}

import Foundation
import Testing

/// What a newcomer meets in the first ten minutes: why a run failed, an empty scan, the rule
/// list, a mistyped rule id, adopting a baseline, and findings that fail the run being shown.
@Suite struct CommandLineFirstTenMinutesTests {
    @Test func theSummarySaysWhyTheRunFailed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Feed.swift", CommandLineTests.hazard)
        try folder.write("Greeter.swift", CommandLineTests.singleShot)
        let output = try CommandRunner.run(["lint", folder.url.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("exit 1: 1 error at or above the threshold `error`."))

        let strict = try CommandRunner.run(["lint", "--strict", folder.url.path])
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("exit 1: 1 error and 2 warnings at or above the threshold `warning`."))

        // Formats read by tools carry the findings; the exit code alone says the run failed.
        let json = try CommandRunner.run(["lint", "--format", "json", folder.url.path])
        #expect(json.status == 1)
        #expect(!json.stdout.contains("exit 1") && json.stderr.isEmpty)

        let passing = try CommandRunner.run(["lint", folder.url.path.appending("/Greeter.swift")])
        #expect(passing.status == 0)
        #expect(!passing.stdout.contains("exit 1"))
    }

    @Test func findingsThatFailTheRunAreShownEvenWhenTextHidesTheirKind() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Search.swift",
            """
            import Combine

            final class Search {
                @Published var query = ""
                private var bag = Set<AnyCancellable>()
                func start() {
                    $query.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main).sink { print($0) }.store(in: &bag)
                }
            }
            """)
        let relaxed = try CommandRunner.run(["lint", folder.url.path])
        #expect(relaxed.status == 0)
        #expect(!relaxed.stdout.contains("note:"), "keep notes are hidden without --verbose")

        let output = try CommandRunner.run(["lint", "--min-severity", "note", folder.url.path])
        #expect(output.status == 1)
        #expect(output.stdout.contains("Search.swift:7:81: note:"))
        #expect(output.stdout.contains("[timing_stream]"))
        #expect(output.stdout.contains("exit 1: 1 note at or above the threshold `note`."))
    }

    @Test func anEmptyScanSaysSoWithAHintAndExitsZero() throws {
        let folder = try TemporaryFolder()
        try folder.write("README.md", "# nothing to lint\n")
        let output = try CommandRunner.run(["lint", folder.url.path])
        #expect(output.status == 0)
        #expect(output.stdout.contains("Scanned 0 files"))
        #expect(output.stderr.contains("warning: no Swift file was found in \(folder.url.path)."))
        #expect(output.stderr.contains("name the folder that holds your sources"))
    }

    /// The table lines up, and lists rules in the order of the README's catalog table.
    @Test func rulesPrintsAnAlignedTableInTheReadmeOrder() throws {
        let output = try CommandRunner.run(["rules"])
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n").map(String.init)
        let columns = lines.map(Self.columnStarts)
        #expect(columns.allSatisfy { $0 == columns[0] }, "\(output.stdout)")

        let readme = try String(contentsOf: FixturePaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let documented = readme.split(separator: "\n").compactMap { line -> String? in
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 3, ["keep", "rewrite", "review", "fix"].contains(cells[1]), cells[0].hasPrefix("`") else { return nil }
            return cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        }
        let listed = lines.dropFirst().map { String($0.prefix { $0 != " " }) }
        #expect(!documented.isEmpty)
        #expect(listed == documented)
    }

    /// Where the id, verdict, severity and summary start: after each run of spaces.
    static func columnStarts(_ line: String) -> [Int] {
        let characters = Array(line)
        var starts = [0]
        for index in characters.indices.dropFirst() where starts.count < 4 {
            if characters[index] != " ", characters[index - 1] == " " { starts.append(index) }
        }
        return starts
    }

    @Test func aMistypedRuleIdGetsASuggestion() throws {
        let explain = try CommandRunner.run(["explain", "single_shot"])
        #expect(explain.status == 2)
        #expect(explain.stderr.contains("unknown rule 'single_shot'; did you mean `single_shot_sink`?"))

        let typo = try CommandRunner.run(["explain", "strong_self_in_snik"])
        #expect(typo.stderr.contains("did you mean `strong_self_in_sink`?"))

        let fix = try CommandRunner.run(["fix", "--rule", "receive_context", "--diff", "."])
        #expect(fix.status == 2)
        #expect(fix.stderr.contains("did you mean `missing_receive_context`?"))

        let nothingClose = try CommandRunner.run(["explain", "zzz"])
        #expect(nothingClose.status == 2)
        #expect(!nothingClose.stderr.contains("did you mean"))
    }

    @Test func writingABaselineAcceptsTodaysFindingsAndSucceeds() throws {
        let folder = try TemporaryFolder()
        try folder.write("Feed.swift", CommandLineTests.hazard)
        let baseline = folder.url.appendingPathComponent("baseline.json").path
        let written = try CommandRunner.run(["lint", folder.url.path, "--write-baseline", baseline])
        #expect(written.status == 0, "\(written.stdout)")
        #expect(written.stdout.contains("[missing_receive_context]"), "the report still prints")
        #expect(!written.stdout.contains("exit 1"))
        #expect(written.stderr.contains("Wrote 2 findings to \(baseline); they are accepted"))

        let checked = try CommandRunner.run(["lint", folder.url.path, "--baseline", baseline, "--strict"])
        #expect(checked.status == 0)
    }
}

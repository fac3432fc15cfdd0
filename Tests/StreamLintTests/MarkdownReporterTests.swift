import Foundation
import StreamLint
import Testing

@Suite struct MarkdownReporterTests {
    static let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")

    /// The cells of a table row as GitHub splits it: at every `|` not escaped with a backslash.
    static func cells(_ row: Substring) -> [String] {
        var cells: [String] = []
        var current = ""
        var previous: Character?
        for character in row {
            if character == "|" && previous != "\\" {
                cells.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
            previous = character
        }
        return Array(cells.dropFirst())
    }

    /// The lines of one `## ` section, without its heading.
    static func section(_ title: String, in markdown: String) throws -> [Substring] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: Substring("## \(title)")), "no section \(title)")
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return Array(lines[(start + 1)..<end])
    }

    static func examplesReport() throws -> (markdown: String, json: [String: Any]) {
        let markdown = try CommandRunner.run(["lint", "--format", "markdown", examples.path]).stdout
        let json = try CommandRunner.run(["lint", "--format", "json", examples.path]).stdout
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return (markdown, report)
    }

    @Test func totalsOfTheExamplesMatchTheJSONReport() throws {
        let (markdown, report) = try Self.examplesReport()
        #expect(markdown.hasPrefix("# StreamLint migration report\n"))
        let summary = try #require(report["summary"] as? [String: Any])
        let byVerdict = try #require(summary["byVerdict"] as? [String: Int])
        let verdictRows = try Self.section("Totals by verdict", in: markdown).filter { $0.hasPrefix("| ") }.map(Self.cells)
        for verdict in ["keep", "rewrite", "review"] {
            #expect(verdictRows.contains { $0.first == verdict && $0[1] == String(byVerdict[verdict] ?? -1) }, "\(verdict)")
        }
        #expect(verdictRows.contains { $0.first == "fix" && $0[2] == String(byVerdict["fix"] ?? -1) })

        let byFramework = try #require(summary["byFramework"] as? [String: Int])
        let frameworkRows = try Self.section("Totals by framework", in: markdown).filter { $0.hasPrefix("| ") }.map(Self.cells)
        let names = ["combine": "Combine", "rxswift": "RxSwift", "reactiveswift": "ReactiveSwift"]
        for (framework, count) in byFramework {
            #expect(frameworkRows.contains { $0.first == names[framework] && $0[1] == String(count) }, "\(framework)")
        }
    }

    @Test func filesWithTheMostRewriteWorkComeFirst() throws {
        let (markdown, report) = try Self.examplesReport()
        let findings = try #require(report["findings"] as? [[String: Any]])
        let rewrites = Dictionary(grouping: findings.filter { $0["verdict"] as? String == "rewrite" }) { $0["file"] as? String ?? "" }
            .mapValues(\.count)
        let rows = try Self.section("Files with the most rewrite work", in: markdown).filter { $0.hasPrefix("| `") }.map(Self.cells)
        #expect(rows.count == min(10, rewrites.count))
        let counts = rows.compactMap { Int($0[1]) }
        #expect(counts == counts.sorted(by: >))
        #expect(counts.first == rewrites.values.max())
        for row in rows {
            #expect(rewrites[String(row[0].dropFirst().dropLast())] == Int(row[1]), "\(row)")
        }
    }

    @Test func orderOfWorkPutsHazardsThenSingleShotAPIsThenTheirCallSites() throws {
        let (markdown, report) = try Self.examplesReport()
        let findings = try #require(report["findings"] as? [[String: Any]])
        let hazards = findings.filter { $0["verdict"] as? String == "fix" }
        let hazardRows = try Self.section("Hazards", in: markdown).filter { $0.hasPrefix("| `") }
        #expect(hazardRows.count == hazards.count)

        let order = try Self.section("Suggested order of work", in: markdown)
        let steps = order.enumerated().filter { $0.element.first?.isNumber == true }
        #expect(steps.map { $0.element.prefix(2) } == ["1.", "2.", "3.", "4."])
        #expect(steps[0].element.contains("hazards") && steps[0].element.contains("(\(hazards.count))"))
        func ruleIDs(inStep index: Int) -> [String] {
            let end = index + 1 < steps.count ? steps[index + 1].offset : order.endIndex
            return order[(steps[index].offset + 1)..<end].compactMap { line in
                line.hasPrefix("   - ") ? line.split(separator: "`").dropFirst(3).first.map(String.init) : nil
            }
        }
        let apis: Set = ["one_shot_publisher_api", "future_wrapped_task", "data_task_publisher"]
        #expect(Set(ruleIDs(inStep: 1)) == apis)
        #expect(Set(ruleIDs(inStep: 2)).isSubset(of: ["single_shot_sink", "data_task_publisher"]))
        #expect(ruleIDs(inStep: 2).contains("single_shot_sink"))
        #expect(Set(ruleIDs(inStep: 3)).isDisjoint(with: apis.union(["single_shot_sink"])))
        #expect(ruleIDs(inStep: 3).contains("published_without_subscribers"))
        let work = findings.filter { ["rewrite", "review"].contains($0["verdict"] as? String) }
        #expect((1...3).map { ruleIDs(inStep: $0).count }.reduce(0, +) == work.count)
    }

    @Test func pipesBackticksMentionsAndGenericsStayInsideTheirTableCell() throws {
        let message = "`sink` reads `a || b` | and ``x`y``, then ` (@MainActor type) returns Box<Profile>"
        let finding = HandMadeReport.finding(
            "strong_self_in_sink", .fix, .warning, message: message, file: "Odd|Dir/`Tick`.swift")
        let markdown = MarkdownReporter.render(try HandMadeReport.input([finding]))
        let rows = try Self.section("Hazards", in: markdown).filter { $0.hasPrefix("| ") }
        let row = try #require(rows.last)
        let cells = Self.cells(row)
        #expect(cells.count == 4, "\(row)")
        #expect(cells.first == "``Odd\\|Dir/`Tick`.swift:3:5``")
        #expect(cells.last == #"`sink` reads `a \|\| b` \| and ``x`y``, then \` (`@MainActor` type) returns Box\<Profile>"#)
    }
}

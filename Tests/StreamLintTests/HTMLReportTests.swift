import Foundation
import StreamLint
import Testing

/// `streamlint report --format html` read as a file: everything quoted from the scanned code is
/// escaped, the page loads nothing, and its charts and headline say what the JSON report says.
@Suite struct HTMLReportTests {
    static let examples = FixturePaths.repositoryRoot.appendingPathComponent("Examples")
    static let hostile = FixturePaths.fixtures.appendingPathComponent("Report/Hostile")

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The value of every `name="…"` attribute in `tag`.
    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    /// Each `<g class="bar" …>` of one chart with its label, total and segment counts by verdict.
    static func bars(of chart: String, in html: String) throws -> [(label: String, total: Int, counts: [String: Int])] {
        let start = try #require(html.range(of: "data-chart=\"\(chart)\""))
        let end = try #require(html[start.upperBound...].range(of: "</svg>"))
        let svg = html[start.upperBound..<end.lowerBound]
        return svg.components(separatedBy: "<g class=\"bar\"").dropFirst().map { group in
            let tag = Substring(group.prefix { $0 != ">" })
            var counts: [String: Int] = [:]
            for rect in group.components(separatedBy: "<rect").dropFirst() {
                let rectTag = Substring(rect.prefix { $0 != ">" })
                counts[attribute("data-verdict", in: rectTag) ?? "?", default: 0] += Int(attribute("data-count", in: rectTag) ?? "") ?? 0
            }
            return (attribute("data-label", in: tag) ?? "?", Int(attribute("data-total", in: tag) ?? "") ?? -1, counts)
        }
    }

    static func json(_ folder: URL) throws -> [String: Any] {
        let output = try CommandRunner.run(["report", "--format", "json", folder.path])
        return try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    }

    @Test func theHostileFixtureIsTheRewriteItsCommentExpects() throws {
        #expect(try FixtureChecker.mismatches("Report/Hostile") == [])
    }

    @Test func markupInCodeAndQuotesInPathsStayText() throws {
        let html = try CommandRunner.run(["report", "--format", "html", Self.hostile.path]).stdout
        #expect(Self.occurrences(of: "<script", in: html) == 1)
        #expect(Self.occurrences(of: "</script>", in: html) == 1)
        #expect(!html.contains("<img"))
        #expect(html.contains(
            "&lt;/script&gt;&lt;script&gt;window.streamlintInjected = &#39;script&#39;&lt;/script&gt;"
                + "&lt;img src=x onerror=\\&quot;window.streamlintInjected = &#39;img&#39;\\&quot;&gt; &amp; &#39;quoted&#39;"))
        #expect(html.contains("Q&amp;A &quot;it&#39;s&quot;.swift:10:14"))
        #expect(!html.contains("Q&A"))
        #expect(!html.contains("\"it's\""))
    }

    @Test func thePageLoadsNothingAndRunsOnlyItsOwnScript() throws {
        let html = try CommandRunner.run(["report", "--format", "html", Self.examples.path]).stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        for reference in ["src=", "href=", "<link", "url(", "@import"] {
            #expect(!html.contains(reference), "\(reference)")
        }
        let addresses = Self.occurrences(of: "http://", in: html) + Self.occurrences(of: "https://", in: html)
        #expect(addresses == Self.occurrences(of: "xmlns=\"http://www.w3.org/2000/svg\"", in: html))
        let policy = try #require(html.range(of: "Content-Security-Policy\" content=\""))
        let content = html[policy.upperBound...].prefix { $0 != "\"" }
        #expect(content.hasPrefix("default-src 'none';"))
        let nonce = try #require(content.range(of: "'nonce-")).upperBound
        #expect(html.contains("<script nonce=\"\(content[nonce...].prefix { $0 != "'" })\">"))
    }

    @Test func chartsAndHeadlineAddUpToTheJSONTotals() throws {
        let report = try Self.json(Self.examples)
        let summary = try #require(report["summary"] as? [String: Any])
        let byVerdict = try #require(summary["byVerdict"] as? [String: Int])
        let byFramework = try #require(summary["byFramework"] as? [String: Int])
        let html = try CommandRunner.run(["report", "--format", "html", Self.examples.path]).stdout

        let frameworks = try Self.bars(of: "framework", in: html)
        let names = ["Combine": "combine", "RxSwift": "rxswift", "ReactiveSwift": "reactiveswift"]
        #expect(frameworks.count == byFramework.count)
        for bar in frameworks {
            #expect(byFramework[names[bar.label] ?? "?"] == bar.total, "\(bar.label)")
            #expect(bar.counts.values.reduce(0, +) == bar.total, "\(bar.label)")
        }
        for chart in ["framework", "module"] {
            let bars = try Self.bars(of: chart, in: html)
            #expect(bars.map(\.total).reduce(0, +) == summary["pipelines"] as? Int, "\(chart)")
            for verdict in ["keep", "rewrite", "review"] {
                #expect(bars.map { $0.counts[verdict, default: 0] }.reduce(0, +) == byVerdict[verdict], "\(chart) \(verdict)")
            }
        }
        for (name, key) in [("pipelines", "pipelines"), ("rewrite", "rewrite"), ("review", "review"), ("keep", "keep"), ("fix", "fix")] {
            let expected = key == "pipelines" ? summary["pipelines"] as? Int : byVerdict[key]
            #expect(html.contains("data-total=\"\(name)\"><strong>\(expected ?? -1)</strong>"), "\(name)")
        }
        #expect(Self.occurrences(of: "<tr data-verdict=", in: html) == summary["pipelines"] as? Int)
        #expect(Self.occurrences(of: "<tr data-verdict=\"rewrite\"", in: html) == byVerdict["rewrite"])
    }

    @Test func everyRowOpensToItsSnippetAndEvidence() throws {
        let html = try CommandRunner.run(["report", "--format", "html", Self.examples.path]).stdout
        #expect(html.contains("<pre class=\"snippet\"><code>NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)"))
        let rows = html.components(separatedBy: "<tr data-verdict=").dropFirst()
        #expect(rows.allSatisfy { $0.contains("<pre class=\"snippet\">") && $0.contains("<pre class=\"evidence\">") && $0.contains("\ngate\n  cadence ") })
    }

    @Test func keptPipelinesAreGroupedByWhyTheyStayWithTheirAsyncAlgorithmsEquivalent() throws {
        let report = try Self.json(Self.examples)
        let pipelines = try #require(report["pipelines"] as? [[String: Any]])
        let kept = Dictionary(grouping: pipelines.filter { $0["verdict"] as? String == "keep" }) { $0["verdictRule"] as? String ?? "" }
        let html = try CommandRunner.run(["report", "--format", "html", Self.examples.path]).stdout
        let reasons = ["timing_stream": "timing", "composed_stream": "composition", "multi_consumer_stream": "consumers",
                       "replayed_state": "replay", "virtual_time_tested": "tests", "continuous_stream": "continuous"]
        for (rule, group) in kept {
            let reason = try #require(reasons[rule], "\(rule)")
            let row = try #require(html.components(separatedBy: "<tr data-reason=\"\(reason)\">").dropFirst().first)
            #expect(row.contains("<td class=\"number\">\(group.count)</td>"), "\(reason)")
        }
        #expect(html.contains("debounce(for:), throttle(for:), AsyncTimerSequence"))
        #expect(html.contains("none: AsyncAlgorithms has no replaying subject"))
    }
}

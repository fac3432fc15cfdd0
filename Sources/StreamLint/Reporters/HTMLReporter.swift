/// The migration report as one self-contained HTML page: inline style, charts as inline SVG, a
/// small inline script for sorting and filtering, nothing loaded from anywhere (its Content
/// Security Policy forbids it, and lets only the page's own script run). The sections are
/// `ReportPage`'s, in its order.
public enum HTMLReporter: Reporter {
    public static let formatName = "html"
    public static let showsFixes = false

    /// Modules beyond this many are drawn as one bar, so the chart stays readable and its
    /// numbers still add up to the totals.
    static let moduleBarLimit = 20

    public static func render(_ input: ReportInput) -> String {
        render(input, sourceBytes: ScannedSources(root: input.result.root).bytes(of:))
    }

    static func render(_ input: ReportInput, sourceBytes: (String) -> [UInt8]?) -> String {
        let page = ReportPage(input, sourceBytes: sourceBytes)
        let nonce = String(UInt64.random(in: .min ... .max), radix: 16)
        let csp = "default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-\(nonce)'; img-src data:"
        let sections = [
            headline(page, input),
            hazards(page),
            orderOfWork(page),
            charts(page),
            busiestFiles(page),
            keepGroups(page),
            page.progress.map(progress) ?? "",
            pipelines(page),
        ]
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="\(csp)">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>StreamLint migration report</title>
            <style>
            \(HTMLPageAssets.style)
            </style>
            </head>
            <body>
            \(sections.filter { !$0.isEmpty }.joined(separator: "\n"))
            <script nonce="\(nonce)">
            \(HTMLPageAssets.script)
            </script>
            </body>
            </html>

            """
    }

    static func headline(_ page: ReportPage, _ input: ReportInput) -> String {
        let numbers = page.headline
        let cards = [
            ("pipelines", numbers.pipelines, "pipelines"), ("rewrite", numbers.rewrite, "rewrite"),
            ("review", numbers.review, "review"), ("keep", numbers.keep, "keep"), ("fix", numbers.hazards, "hazards"),
        ].map { "<div class=\"\($0.0)\" data-total=\"\($0.0)\"><strong>\($0.1)</strong>\($0.2)</div>" }
        let effort = "<div class=\"effort\" data-minutes=\"\(numbers.estimatedMinutes)\"><strong>"
            + "\(RewriteEffort.duration(numbers.estimatedMinutes))</strong>estimated work</div>"
        var meta = "Scanned <code>\(HTMLText.escape(input.result.root))</code>: \(numbers.files) files, \(numbers.lines) lines; "
            + "\(numbers.findings) findings. StreamLint \(HTMLText.escape(input.toolVersion))."
        let unparsed = input.result.problems.filter { $0.reason == .syntaxError }.count
        if unparsed > 0 {
            meta += " \(unparsed) files do not parse: they were linted as far as they parse and are never fixed."
        }
        if input.result.problems.count > unparsed {
            meta += " \(input.result.problems.count - unparsed) files or folders were skipped."
        }
        if !input.result.problems.isEmpty { meta += " The reasons are on stderr." }
        return """
            <header>
            <h1>StreamLint migration report</h1>
            <p class="meta">\(meta)</p>
            <div class="headline">\(cards.joined())\(effort)</div>
            <p>Each pipeline has one verdict: <strong>rewrite</strong> (value-shaped; <code>async</code>/<code>await</code> is the better tool), <strong>review</strong> (the code does not say; check by hand) or <strong>keep</strong> (stream-shaped; keep it reactive). <strong>Hazards</strong> are wrong today whatever the plan.</p>
            </header>
            """
    }

    /// One row per rule, most severe first: a long list of one hazard reads as one decision.
    static func hazards(_ page: ReportPage) -> String {
        guard !page.hazards.isEmpty else { return "<section id=\"hazards\"><h2>Hazards</h2><p>No hazards found.</p></section>" }
        let byRule = Dictionary(grouping: page.hazards, by: \.ruleID)
            .sorted { ($1.value.map(\.severity).max()!, $0.key) < ($0.value.map(\.severity).max()!, $1.key) }
        let rows = byRule.map { rule, findings in
            let severity = findings.map(\.severity).max()!
            let places = findings.map { "<li><code>\(HTMLText.escape(MarkdownReporter.place($0)))</code></li>" }
            let example = findings.count > 1 ? "For example, at the first place: " : ""
            return "<tr data-rule=\"\(HTMLText.escape(rule))\" data-count=\"\(findings.count)\"><td><code>\(HTMLText.escape(rule))</code></td>"
                + "<td class=\"number\">\(findings.count)</td><td><span class=\"badge \(severity.rawValue)\">\(severity.rawValue)</span></td>"
                + "<td>\(example)\(HTMLText.prose(findings[0].message))</td><td><ul class=\"places\">\(places.joined())</ul></td></tr>"
        }
        return """
            <section id="hazards"><h2>Hazards (\(page.hazards.count))</h2>
            <p>Wrong today, whatever you migrate: fix these first, in place.</p>
            <table><thead><tr><th>rule</th><th class="number">found</th><th>severity</th><th>what is wrong</th><th>where</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></section>
            """
    }

    static func orderOfWork(_ page: ReportPage) -> String {
        let items = page.steps.map { step in
            let findings = step.findings.map { finding in
                "<li><code>\(HTMLText.escape(MarkdownReporter.place(finding)))</code> <code>\(HTMLText.escape(finding.ruleID))</code> "
                    + "(\(RewriteEffort.minutes(for: finding)) min): \(HTMLText.prose(finding.message))</li>"
            }
            let list = step.step == .hazards || findings.isEmpty ? ""
                : "<details><summary>\(findings.count) \(TextReporter.plural(findings.count, "finding"))</summary><ul>\(findings.joined())</ul></details>"
            return "<li data-step=\"\(step.step.rawValue)\" data-findings=\"\(step.findings.count)\" data-minutes=\"\(step.minutes)\">"
                + "<strong>\(HTMLText.escape(MarkdownReporter.title(of: step.step)))</strong> — \(step.findings.count) "
                + "\(TextReporter.plural(step.findings.count, "finding")), "
                + "about \(RewriteEffort.duration(step.minutes)): \(HTMLText.prose(MarkdownReporter.advice(for: step.step)))\(list)</li>"
        }
        let found = Dictionary(grouping: page.steps.flatMap(\.findings), by: \.ruleID).mapValues(\.count)
        let effortRows = RewriteEffort.table.map { entry in
            let count = found[entry.ruleID, default: 0]
            return "<tr><td><code>\(entry.ruleID)</code></td><td class=\"number\">\(entry.minutes)</td><td>\(HTMLText.prose(entry.work))</td>"
                + "<td class=\"number\">\(count)</td><td class=\"number\">\(RewriteEffort.duration(count * entry.minutes))</td></tr>"
        }
        return """
            <section id="order"><h2>Order of work</h2>
            <ol class="steps">\(items.joined(separator: "\n"))</ol>
            <details open><summary>How the estimate is made, and where it comes from</summary>
            <p>Minutes per finding, by rule, for one engineer who knows the code, including building and running the tests around it; other rules count \(RewriteEffort.defaultMinutes) minutes and <code>keep</code> counts none. Round planning figures, not measurements.</p>
            <table><thead><tr><th>rule</th><th class="number">minutes</th><th>what the minutes buy</th><th class="number">found here</th><th class="number">estimate here</th></tr></thead><tbody>
            \(effortRows.joined(separator: "\n"))
            </tbody></table></details></section>
            """
    }

    static func charts(_ page: ReportPage) -> String {
        var modules = page.moduleBars
        if modules.count > moduleBarLimit {
            let rest = modules[(moduleBarLimit - 1)...]
            modules = Array(modules.prefix(moduleBarLimit - 1)) + [ReportPage.Bar(
                label: "\(rest.count) other modules", keep: rest.map(\.keep).reduce(0, +),
                rewrite: rest.map(\.rewrite).reduce(0, +), review: rest.map(\.review).reduce(0, +))]
        }
        return """
            <section id="charts"><h2>Verdicts by framework</h2>
            \(SVGChart.legend(ReportPage.barVerdicts))
            \(SVGChart.stackedBars(page.frameworkBars, name: "framework", caption: "pipelines by framework and verdict"))
            <h2>Verdicts by module</h2>
            <p>SwiftPM targets (<code>Sources/&lt;Target&gt;</code>, <code>Tests/&lt;Target&gt;</code>), else top-level folders; most work first.</p>
            \(SVGChart.stackedBars(modules, name: "module", caption: "pipelines by module and verdict"))
            </section>
            """
    }

    static func busiestFiles(_ page: ReportPage) -> String {
        guard !page.busiestFiles.isEmpty else { return "" }
        let rows = page.busiestFiles.map { file in
            "<tr><td><code>\(HTMLText.escape(file.file))</code></td><td class=\"number\">\(file.rewrites)</td><td class=\"number\">\(file.hazards)</td></tr>"
        }
        return """
            <section id="files"><h2>Files with the most rewrite work</h2>
            <table><thead><tr><th>file</th><th class="number">rewrite findings</th><th class="number">hazards</th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></section>
            """
    }

    static func keepGroups(_ page: ReportPage) -> String {
        guard !page.keepGroups.isEmpty else { return "" }
        let rows = page.keepGroups.map { group in
            let places = group.pipelines.map { analyzed in
                "<li><code>\(HTMLText.escape("\(analyzed.pipeline.file):\(analyzed.pipeline.location.line)"))</code> "
                    + "\(HTMLText.escape(analyzed.pipeline.framework.displayName)), \(analyzed.gate.confidence.rawValue) confidence</li>"
            }
            return "<tr data-reason=\"\(group.reason.rawValue)\"><td><strong>\(group.reason.title)</strong></td>"
                + "<td class=\"number\">\(group.pipelines.count)</td><td>\(HTMLText.escape(group.reason.why))</td>"
                + "<td>\(HTMLText.escape(group.reason.asyncAlgorithmsEquivalent))</td>"
                + "<td><details><summary>where</summary><ul>\(places.joined())</ul></details></td></tr>"
        }
        return """
            <section id="keep"><h2>What stays reactive, and why</h2>
            <table><thead><tr><th>why</th><th class="number">pipelines</th><th>because</th><th>AsyncAlgorithms equivalent</th><th></th></tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></section>
            """
    }

    static func progress(_ progress: ReportProgress) -> String {
        let added = progress.newFindings.map { finding in
            "<li><code>\(HTMLText.escape(MarkdownReporter.place(finding)))</code> <code>\(HTMLText.escape(finding.ruleID))</code>: \(HTMLText.prose(finding.message))</li>"
        }
        let resolved = progress.resolvedFindings.map { entry in
            "<li><code>\(HTMLText.escape("\(entry.file):\(entry.line)"))</code> <code>\(HTMLText.escape(entry.ruleId))</code>: \(HTMLText.prose(entry.message))</li>"
        }
        return """
            <section id="progress"><h2>Progress since the previous report</h2>
            <p><strong data-new="\(progress.newFindings.count)">\(progress.newFindings.count) new</strong> and <strong data-resolved="\(progress.resolvedFindings.count)">\(progress.resolvedFindings.count) resolved</strong> findings since the report of StreamLint \(HTMLText.escape(progress.previousVersion)) (matched by fingerprint, which survives moved lines). Estimated work left: \(RewriteEffort.duration(progress.totalBefore)) then, \(RewriteEffort.duration(progress.totalNow)) now.</p>
            \(SVGChart.burnDown(progress))
            <details><summary>New findings (\(added.count))</summary><ul>\(added.joined())</ul></details>
            <details><summary>Resolved findings (\(resolved.count))</summary><ul>\(resolved.joined())</ul></details>
            </section>
            """
    }

    static func pipelines(_ page: ReportPage) -> String {
        let filters = (["all"] + [Verdict.rewrite, .review, .keep].map(\.rawValue)).map { name in
            "<button type=\"button\" data-filter=\"\(name)\" aria-pressed=\"\(name == "all")\">\(name)</button>"
        }
        let headers = ["verdict", "rule", "framework", "confidence", "module", "pipeline"].enumerated().map { index, name in
            "<th><button type=\"button\" class=\"sort\" data-column=\"\(index)\">\(name)</button></th>"
        }
        let rows = page.rows.map(row)
        return """
            <section id="pipelines-section"><h2>Pipelines (\(page.rows.count))</h2>
            <p>Open a row for the code and the evidence behind its verdict (the same as <code>streamlint explain FILE:LINE</code>).</p>
            <div id="controls" hidden>\(filters.joined()) <input id="search" type="search" placeholder="filter by file, rule, framework" aria-label="filter pipelines"> <span id="visible-count"></span></div>
            <table id="pipelines"><thead><tr>\(headers.joined())</tr></thead><tbody>
            \(rows.joined(separator: "\n"))
            </tbody></table></section>
            """
    }

    static func row(_ row: ReportPage.Row) -> String {
        let analyzed = row.analyzed
        let verdict = analyzed.verdict.rawValue
        let rule = analyzed.verdictRule ?? "—"
        let framework = row.pipeline.framework.displayName
        let confidence = analyzed.gate.confidence.rawValue
        let confidenceRank = ["high": "1", "medium": "2", "low": "3"][confidence] ?? "4"
        let hazards = row.hazards.isEmpty ? "" : " " + row.hazards.map { "<span class=\"badge fix\">\(HTMLText.escape($0.ruleID))</span>" }.joined(separator: " ")
        let search = [row.pipeline.file, rule, framework, verdict, confidence, row.module].joined(separator: " ").lowercased()
        return "<tr data-verdict=\"\(verdict)\" data-search=\"\(HTMLText.escape(search))\">"
            + "<td data-sort=\"\(verdict)\"><span class=\"badge \(verdict)\">\(verdict)</span>\(hazards)</td>"
            + "<td data-sort=\"\(HTMLText.escape(rule))\"><code>\(HTMLText.escape(rule))</code></td>"
            + "<td data-sort=\"\(HTMLText.escape(framework))\">\(HTMLText.escape(framework))</td>"
            + "<td data-sort=\"\(confidenceRank)\">\(confidence)</td>"
            + "<td data-sort=\"\(HTMLText.escape(row.module))\">\(HTMLText.escape(row.module))</td>"
            + "<td data-sort=\"\(HTMLText.escape(row.sortKey))\"><details><summary><code>\(HTMLText.escape(row.place))</code></summary>"
            + "<pre class=\"snippet\"><code>\(HTMLText.escape(row.snippet))</code></pre>"
            + "<pre class=\"evidence\">\(HTMLText.escape(row.evidence))</pre></details></td></tr>"
    }
}

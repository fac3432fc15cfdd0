/// Horizontal stacked bars as inline SVG: one bar per framework or module, one segment per
/// verdict. Each bar and segment carries its numbers in `data-` attributes and a `<title>`,
/// so a reader hovering, a screen reader and the browser test all read the drawn figures.
enum SVGChart {
    static let labelWidth = 220
    static let barWidth = 520
    static let rowHeight = 26
    static let barHeight = 18

    static func color(of verdict: Verdict) -> String {
        switch verdict {
        case .rewrite: return "#d9822b"
        case .review: return "#8a6fc2"
        case .keep: return "#3d8a5b"
        case .fix: return "#c23b3b"
        }
    }

    static func stackedBars(_ bars: [ReportPage.Bar], name: String, caption: String) -> String {
        guard !bars.isEmpty else { return "<p>No pipelines.</p>" }
        let largest = max(bars.map(\.total).max() ?? 1, 1)
        let height = bars.count * rowHeight + 8
        let width = labelWidth + barWidth + 60
        var svg = "<svg class=\"chart\" data-chart=\"\(name)\" role=\"img\" aria-label=\"\(HTMLText.escape(caption))\" "
            + "viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        for (index, bar) in bars.enumerated() {
            let y = index * rowHeight + 4
            let label = HTMLText.escape(bar.label)
            svg += "<g class=\"bar\" data-label=\"\(label)\" data-total=\"\(bar.total)\">"
            svg += "<text x=\"\(labelWidth - 8)\" y=\"\(y + barHeight - 4)\" text-anchor=\"end\">\(HTMLText.escape(shortened(bar.label)))</text>"
            var x = Double(labelWidth)
            for verdict in ReportPage.barVerdicts {
                let count = bar.count(verdict)
                guard count > 0 else { continue }
                let length = Double(barWidth) * Double(count) / Double(largest)
                svg += "<rect data-verdict=\"\(verdict.rawValue)\" data-count=\"\(count)\" x=\"\(format(x))\" y=\"\(y)\" "
                    + "width=\"\(format(length))\" height=\"\(barHeight)\" fill=\"\(color(of: verdict))\">"
                    + "<title>\(label): \(count) \(verdict.rawValue)</title></rect>"
                x += length
            }
            svg += "<text class=\"total\" x=\"\(format(x + 6))\" y=\"\(y + barHeight - 4)\">\(bar.total)</text></g>\n"
        }
        return svg + "</svg>"
    }

    static func legend(_ verdicts: [Verdict]) -> String {
        "<p class=\"legend\">" + verdicts.map { verdict in
            "<span><svg width=\"12\" height=\"12\" aria-hidden=\"true\"><rect width=\"12\" height=\"12\" fill=\"\(color(of: verdict))\"/></svg> \(verdict.rawValue)</span>"
        }.joined(separator: " ") + "</p>"
    }

    /// Two bars per step of the order of work, before and now, in estimated minutes.
    static func burnDown(_ progress: ReportProgress) -> String {
        let rows = MigrationStep.allCases.map { ($0, progress.minutesBefore[$0, default: 0], progress.minutesNow[$0, default: 0]) }
        let largest = max(rows.map { max($0.1, $0.2) }.max() ?? 1, 1)
        let pairHeight = 2 * barHeight + 14
        let height = rows.count * pairHeight + 8
        let width = labelWidth + barWidth + 90
        var svg = "<svg class=\"chart\" data-chart=\"burndown\" role=\"img\" aria-label=\"estimated work left, before and now\" "
            + "viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" xmlns=\"http://www.w3.org/2000/svg\">\n"
        for (index, row) in rows.enumerated() {
            let y = index * pairHeight + 4
            svg += "<g class=\"step\" data-step=\"\(row.0.rawValue)\" data-before=\"\(row.1)\" data-now=\"\(row.2)\">"
            svg += "<text x=\"\(labelWidth - 8)\" y=\"\(y + barHeight)\" text-anchor=\"end\">\(row.0.rawValue). \(HTMLText.escape(MarkdownReporter.title(of: row.0)))</text>"
            for (offset, minutes, fill, name) in [(0, row.1, "#a9a9a9", "before"), (barHeight + 2, row.2, "#d9822b", "now")] {
                let length = Double(barWidth) * Double(minutes) / Double(largest)
                svg += "<rect x=\"\(labelWidth)\" y=\"\(y + offset)\" width=\"\(format(length))\" height=\"\(barHeight)\" fill=\"\(fill)\">"
                    + "<title>\(name): \(RewriteEffort.duration(minutes))</title></rect>"
                svg += "<text class=\"total\" x=\"\(format(Double(labelWidth) + length + 6))\" y=\"\(y + offset + barHeight - 4)\">"
                    + "\(name) \(RewriteEffort.duration(minutes))</text>"
            }
            svg += "</g>\n"
        }
        return svg + "</svg>"
    }

    private static func shortened(_ label: String) -> String {
        label.count <= 30 ? label : "…" + label.suffix(29)
    }

    private static func format(_ value: Double) -> String {
        String(Double((value * 10).rounded()) / 10)
    }
}

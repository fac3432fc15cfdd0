/// The Markdown migration report for a GitHub Actions job summary (`>> $GITHUB_STEP_SUMMARY`),
/// which GitHub refuses whole above 1 MiB per step: a longer report is cut at a line break,
/// whole sections first, and ends with a note saying what was left out.
public enum StepSummaryReporter: Reporter {
    public static let formatName = "github-summary"
    public static let showsFixes = false

    /// GitHub's limit per step, in bytes.
    public static let summaryLimit = 1 << 20

    public static func render(_ input: ReportInput) -> String {
        render(input, limit: summaryLimit)
    }

    static func render(_ input: ReportInput, limit: Int) -> String {
        let full = MarkdownReporter.render(input)
        guard full.utf8.count > limit else { return full }
        let sections = MarkdownReporter.sections(input)
        // Room for the note, whose numbers are at most this long.
        let budget = limit - note(omittedSections: 999, omittedLines: 99_999_999).utf8.count
        var kept = ""
        var omittedSections = 0
        var omittedLines = 0
        for section in sections {
            let lines = section.split(separator: "\n", omittingEmptySubsequences: false)
            let piece = (kept.isEmpty ? "" : "\n\n") + section
            if omittedSections == 0 && kept.utf8.count + piece.utf8.count <= budget {
                kept += piece
                continue
            }
            if omittedSections == 0 {
                // The first section that does not fit keeps the lines that do.
                kept += kept.isEmpty ? "" : "\n\n"
                var taken = 0
                while taken < lines.count && kept.utf8.count + lines[taken].utf8.count + 1 <= budget {
                    kept += lines[taken] + "\n"
                    taken += 1
                }
                omittedLines += lines.count - taken
            } else {
                omittedLines += lines.count
            }
            omittedSections += 1
        }
        return kept + note(omittedSections: omittedSections, omittedLines: omittedLines)
    }

    static func note(omittedSections: Int, omittedLines: Int) -> String {
        "\n\n> **Cut to fit GitHub's 1 MiB step summary:** \(omittedLines) more lines in \(omittedSections) "
            + "section\(omittedSections == 1 ? "" : "s") are not shown. Run `streamlint report --format html` "
            + "(or `--format markdown`) for the whole report.\n"
    }
}

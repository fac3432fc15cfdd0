import Foundation
import ArgumentParser
import Rules
import StreamLint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule.")

    func run() throws {
        print(RuleTable.render(RuleCatalog.descriptions))
    }
}

/// The catalog as the README's table shows it: grouped by verdict (stream-shaped `keep` rules,
/// then `rewrite`, `review` and the `fix` hazards), each group in the order its rules are
/// asked, with columns padded to line up.
enum RuleTable {
    static let verdictOrder: [Verdict] = [.keep, .rewrite, .review, .fix]

    static func render(_ rules: [RuleDescription]) -> String {
        let ordered = verdictOrder.flatMap { verdict in rules.filter { $0.verdict == verdict } }
        let rows = [["id", "verdict", "severity", "summary"]]
            + ordered.map { [$0.id, $0.verdict.rawValue, $0.defaultSeverity.rawValue, ($0.isOptIn ? "(opt-in) " : "") + $0.summary] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3]
        }.joined(separator: "\n")
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule (why it exists, what to do, examples), or one pipeline's verdict (FILE:LINE).",
        discussion: """
            `streamlint explain single_shot_sink` explains a rule. `streamlint explain Sources/Feed.swift:42`             lints the tree (`--root`, default the current folder) and prints the facts behind the             verdict of the pipeline on that line: its source and declaration, operators, terminal,             context, the gate's answers with their confidence, and the rule that decided.
            """)

    @Argument(help: "A rule id, as listed by `streamlint rules`, or FILE:LINE of a pipeline.")
    var subject: String

    @Option(help: "The folder to lint for FILE:LINE (the module the pipeline belongs to).")
    var root: String = "."

    @OptionGroup var configuration: ConfigurationOption

    /// `Sources/Feed.swift:42` → (path, 42).
    private var place: (path: String, line: Int)? {
        guard let colon = subject.lastIndex(of: ":"), let line = Int(subject[subject.index(after: colon)...]), line > 0 else {
            return nil
        }
        return (String(subject[..<colon]), line)
    }

    func validate() throws {
        guard place != nil || RuleCatalog.description(of: subject) != nil else {
            throw ValidationError(RuleSuggestion.unknownRule(subject))
        }
    }

    func run() throws {
        guard let place else {
            print(RuleExplanation.render(RuleCatalog.description(of: subject)!))
            return
        }
        var linter = try ConfiguredLinter.make(paths: [root], options: configuration)
        linter.computesFixes = false
        let result = try ConfiguredLinter.lint([root], with: linter)
        let rootURL = URL(fileURLWithPath: result.root).standardizedFileURL.resolvingSymlinksInPath()
        let fileURL = URL(fileURLWithPath: place.path).standardizedFileURL.resolvingSymlinksInPath()
        let relative = fileURL.path.hasPrefix(rootURL.path + "/") ? FileDiscovery.relative(fileURL.path, to: rootURL.path) : place.path
        let found = PipelineExplanation.pipelines(in: result, file: relative, line: place.line)
        guard !found.isEmpty else {
            throw ValidationError("no pipeline at \(relative):\(place.line) in \(root); `streamlint lint --verbose \(root)` lists them")
        }
        print(found.map { PipelineExplanation.render($0, findings: result.findings) }.joined(separator: "\n\n"))
    }
}

/// What to say about a rule id the catalog does not know: the ids it was probably meant to be.
enum RuleSuggestion {
    static func unknownRule(_ id: String) -> String {
        let guesses = closest(to: id, among: RuleCatalog.descriptions.map(\.id))
        let hint = guesses.isEmpty ? "" : "did you mean " + guesses.map { "`\($0)`" }.joined(separator: " or ") + "? "
        return "unknown rule '\(id)'; \(hint)`streamlint rules` lists them"
    }

    /// Ids that contain the given text (a rule named by part of its id), else ids a few typing
    /// mistakes away; at most three, the likeliest first.
    static func closest(to id: String, among ids: [String]) -> [String] {
        let typed = id.lowercased()
        let containing = ids.filter { typed.count >= 4 && $0.contains(typed) }.sorted { $0.count < $1.count }
        if !containing.isEmpty { return Array(containing.prefix(3)) }
        let distances = ids.map { ($0, editDistance(typed, $0)) }.filter { $0.1 <= max(2, $0.0.count / 4) }
        return Array(distances.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(3).map(\.0))
    }

    /// Levenshtein distance: insertions, deletions and substitutions of one character.
    static func editDistance(_ lhs: String, _ rhs: String) -> Int {
        let left = Array(lhs)
        let right = Array(rhs)
        var previous = Array(0...right.count)
        for (i, character) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for j in 0..<right.count {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == right[j] ? 0 : 1))
            }
            previous = current
        }
        return previous[right.count]
    }
}

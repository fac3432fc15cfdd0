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
            + ordered.map { [$0.id, $0.verdict.rawValue, $0.defaultSeverity.rawValue, $0.summary] }
        let widths = (0..<3).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3]
        }.joined(separator: "\n")
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain a rule: why it exists, what to do, and examples.")

    @Argument(help: "A rule id, as listed by `streamlint rules`.")
    var ruleID: String

    func validate() throws {
        guard RuleCatalog.description(of: ruleID) != nil else {
            throw ValidationError(RuleSuggestion.unknownRule(ruleID))
        }
    }

    func run() throws {
        print(RuleExplanation.render(RuleCatalog.description(of: ruleID)!))
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

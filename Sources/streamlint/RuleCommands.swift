import ArgumentParser
import Rules
import StreamLint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule.")

    func run() throws {
        var lines = ["id | verdict | severity | summary"]
        for rule in RuleCatalog.descriptions {
            lines.append("\(rule.id) | \(rule.verdict.rawValue) | \(rule.defaultSeverity.rawValue) | \(rule.summary)")
        }
        print(lines.joined(separator: "\n"))
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain a rule: why it exists, what to do, and examples.")

    @Argument(help: "A rule id, as listed by `streamlint rules`.")
    var ruleID: String

    func validate() throws {
        guard RuleCatalog.description(of: ruleID) != nil else {
            throw ValidationError("unknown rule '\(ruleID)'; `streamlint rules` lists them")
        }
    }

    func run() throws {
        print(RuleExplanation.render(RuleCatalog.description(of: ruleID)!))
    }
}

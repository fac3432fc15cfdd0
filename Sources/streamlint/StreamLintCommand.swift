import ArgumentParser
import Foundation
import Rules
import StreamLint

struct StreamLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "streamlint",
        abstract: "Find reactive pipelines (Combine, RxSwift, ReactiveSwift) and say which should become async/await.",
        version: StreamLintInfo.version,
        subcommands: [LintCommand.self, RulesCommand.self, ExplainCommand.self],
        defaultSubcommand: LintCommand.self
    )
}

/// Exit codes (SPEC section 6).
enum ExitStatus: Int32 {
    case clean = 0
    case findings = 1
    case usage = 2
    case failure = 3
}

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint", abstract: "Scan Swift files and report pipelines, verdicts and hazards.")

    @Argument(help: "Files or folders to scan (default: the current folder).")
    var paths: [String] = []

    @Option(help: "Output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Flag(name: .shortAndLong, help: "Also show `keep` and `review` notes in text output.")
    var verbose = false

    @Flag(help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    @Option(help: "Lowest severity that makes the run fail: note, warning or error.")
    var minSeverity: Severity?

    mutating func run() throws {
        let linter = Linter(pipelineRules: RuleCatalog.pipelineRules, declarationRules: RuleCatalog.declarationRules)
        let result: LintResult
        do {
            result = try linter.lint(paths: paths.isEmpty ? ["."] : paths)
        } catch let error as DiscoveryError {
            throw ValidationError(error.description)
        }
        for problem in result.problems {
            FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
        }
        let shown = format == .text && !verbose
            ? result.findings.filter { $0.verdict == .rewrite || $0.verdict == .fix }
            : result.findings
        let input = ReportInput(
            result: result, findings: shown, rules: RuleCatalog.descriptions, toolVersion: StreamLintInfo.version)
        let output: String
        switch format {
        case .text: output = TextReporter.render(input)
        case .json: output = try JSONReporter.render(input)
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        let threshold = minSeverity ?? (strict ? .warning : .error)
        if result.findings.contains(where: { $0.severity >= threshold }) {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}

extension Severity: ExpressibleByArgument {}

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

import ArgumentParser
import Foundation
import Rules
import StreamLint

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
        let output = try ReportRenderer.render(input, as: format)
        FileHandle.standardOutput.write(Data(output.utf8))
        let threshold = minSeverity ?? (strict ? .warning : .error)
        if result.findings.contains(where: { $0.severity >= threshold }) {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}

extension Severity: ExpressibleByArgument {}

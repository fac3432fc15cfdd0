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

    @Option(help: "Configuration file to use instead of the .streamlint.yml found from the scanned path upward.")
    var config: String?

    @Option(help: "Report only findings not recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record every current finding in this baseline file (the report is still printed).")
    var writeBaseline: String?

    @Flag(help: "Print absolute file paths, which Xcode needs to jump to a finding from a build log.")
    var absolutePaths = false

    mutating func run() throws {
        let scanPaths = paths.isEmpty ? ["."] : paths
        var linter = try ConfiguredLinter.make(paths: scanPaths, configPath: config)
        linter.computesFixes = format.showsFixes
        let accepted = try baseline.map(Baseline.load(from:))
        var result = try ConfiguredLinter.lint(scanPaths, with: linter)
        // The baseline was read before this write, so one file can be both and be refreshed.
        if let writeBaseline {
            try Baseline(findings: result.findings).write(to: writeBaseline)
            let count = result.findings.count
            let message = "Wrote \(count) finding\(count == 1 ? "" : "s") to \(writeBaseline); they are accepted, "
                + "and runs with --baseline \(writeBaseline) fail only on new ones.\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
        if let accepted {
            result.findings = accepted.newFindings(result.findings)
        }
        if absolutePaths {
            result = result.withAbsolutePaths()
        }
        ConfiguredLinter.reportProblems(of: result, scanning: scanPaths)
        // Writing a baseline accepts today's findings, so that run cannot fail on them.
        let threshold = writeBaseline == nil ? minSeverity ?? (strict ? .warning : .error) : nil
        var input = ReportInput(
            result: result, findings: result.findings, rules: RuleCatalog.descriptions, toolVersion: StreamLintInfo.version,
            threshold: threshold)
        // Text hides `keep` and `review` notes unless asked, but never one that fails the run.
        if format == .text && !verbose {
            input.findings = result.findings.filter { finding in
                finding.verdict == .rewrite || finding.verdict == .fix || threshold.map { finding.severity >= $0 } == true
            }
        }
        let output = try ReportRenderer.render(input, as: format)
        FileHandle.standardOutput.write(Data(output.utf8))
        if !input.failingFindings.isEmpty {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}

extension Severity: ExpressibleByArgument {}

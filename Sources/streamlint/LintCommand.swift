import ArgumentParser
import Foundation
import Rules
import StreamLint

struct LintCommand: ParsableCommand, PathsCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint", abstract: "Scan Swift files and report pipelines, verdicts and hazards.")
    static let pathsVerb = "scan"

    @OptionGroup var paths: PathsArgument<LintCommand>

    @Option(help: "Output format: \(OutputFormat.allValueStrings.joined(separator: ", ")).")
    var format: OutputFormat = .text

    @Flag(name: .shortAndLong, help: "Also show `keep` and `review` notes in text output.")
    var verbose = false

    @Flag(help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    @Option(help: "Lowest severity that makes the run fail: note, warning or error.")
    var minSeverity: Severity?

    @OptionGroup var configuration: ConfigurationOption

    @Option(help: "Report only findings not recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record every current finding in this baseline file (the report is still printed).")
    var writeBaseline: String?

    @Flag(help: "Print absolute file paths, which Xcode needs to jump to a finding from a build log.")
    var absolutePaths = false

    mutating func run() throws {
        let scanPaths = paths.orCurrentFolder
        var linter = try ConfiguredLinter.make(paths: scanPaths, options: configuration)
        linter.computesFixes = format.reporter.showsFixes
        linter.keepsFixedSources = false
        let policy = ReportPolicy(
            baseline: try baseline.map(Baseline.load(from:)), strict: strict, minimumSeverity: minSeverity,
            writesBaseline: writeBaseline != nil, verbose: verbose)
        let linted = try ConfiguredLinter.lint(scanPaths, with: linter)
        // The baseline was read before this write, so one file can be both and be refreshed.
        if let writeBaseline {
            try Baseline(findings: linted.findings).write(to: writeBaseline)
            let count = linted.findings.count
            let message = "Wrote \(count) finding\(count == 1 ? "" : "s") to \(writeBaseline); they are accepted, "
                + "and runs with --baseline \(writeBaseline) fail only on new ones.\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
        var result = policy.filtered(linted)
        if absolutePaths {
            result = result.withAbsolutePaths()
        }
        ConfiguredLinter.reportProblems(of: result, scanning: scanPaths)
        let input = policy.input(
            for: result, reporter: format.reporter, rules: RuleCatalog.descriptions, toolVersion: StreamLintInfo.version)
        let output = FileHandleReportSink(.standardOutput)
        try format.reporter.write(input, to: output)
        output.flush()
        if !input.failingFindings.isEmpty {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}

extension Severity: ExpressibleByArgument {}

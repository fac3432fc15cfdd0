import ArgumentParser
import Foundation
import Rules
import StreamLint

/// `streamlint report`: the migration report for a tech lead (SPEC section 1), with `lint`'s
/// configuration, suppressions, baseline and exit codes.
struct ReportCommand: ParsableCommand, PathsCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Write the migration report: how big the migration is, where to start, what to keep.")
    static let pathsVerb = "scan"

    @OptionGroup var paths: PathsArgument<ReportCommand>

    @Option(help: "Report format: \(ReportFormat.allValueStrings.joined(separator: ", ")).")
    var format: ReportFormat = .html

    @Option(name: .shortAndLong, help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(help: "A previous `--format json` report: show new and resolved findings and the work left then and now.")
    var compare: String?

    @Flag(help: "Fail (exit 1) on warnings too, not only on errors.")
    var strict = false

    @Option(help: "Lowest severity that makes the run fail: note, warning or error.")
    var minSeverity: Severity?

    @OptionGroup var configuration: ConfigurationOption

    @Option(help: "Report only findings not recorded in this baseline file.")
    var baseline: String?

    mutating func run() throws {
        let scanPaths = paths.orCurrentFolder
        var linter = try ConfiguredLinter.make(paths: scanPaths, options: configuration)
        linter.computesFixes = format.reporter.showsFixes
        linter.keepsFixedSources = false
        let policy = ReportPolicy(baseline: try baseline.map(Baseline.load(from:)), strict: strict, minimumSeverity: minSeverity)
        let previous: PreviousReport?
        do {
            previous = try compare.map(PreviousReport.load(from:))
        } catch {
            throw ValidationError(String(describing: error))
        }
        let result = policy.filtered(try ConfiguredLinter.lint(scanPaths, with: linter))
        ConfiguredLinter.reportProblems(of: result, scanning: scanPaths)
        var input = policy.input(
            for: result, reporter: format.reporter, rules: RuleCatalog.descriptions, toolVersion: StreamLintInfo.version)
        input.previous = previous
        let report = Data(try format.reporter.render(input).utf8)
        if let output {
            do {
                try report.write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw ReportWriteError(path: output, reason: error.localizedDescription)
            }
            FileHandle.standardError.write(Data("Wrote the \(format.reporter.formatName) report to \(output).\n".utf8))
        } else {
            FileHandle.standardOutput.write(report)
        }
        if !input.failingFindings.isEmpty {
            throw ExitCode(ExitStatus.findings.rawValue)
        }
    }
}

/// An I/O failure (exit code 3) that names the file.
struct ReportWriteError: Error, CustomStringConvertible {
    var path: String
    var reason: String
    var description: String { "cannot write the report to \(path): \(reason)" }
}

/// `report --format`: the formats that are a migration report.
struct ReportFormat: ExpressibleByArgument {
    static let names = [HTMLReporter.formatName, MarkdownReporter.formatName, JSONReporter.formatName, StepSummaryReporter.formatName]

    let reporter: any Reporter.Type

    init?(argument: String) {
        guard Self.names.contains(argument), let reporter = Reporters.named(argument) else { return nil }
        self.reporter = reporter
    }

    static var html: ReportFormat { ReportFormat(argument: HTMLReporter.formatName)! }
    static var allValueStrings: [String] { names }
    var defaultValueDescription: String { reporter.formatName }
}

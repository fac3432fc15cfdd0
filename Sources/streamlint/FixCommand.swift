import ArgumentParser
import Foundation
import Rewriter
import Rules
import StreamLint

struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply rewrites: safe ones by default, unsafe ones with --unsafe. Manual suggestions are never applied.")

    @Argument(help: "Files or folders to fix (default: the current folder).")
    var paths: [String] = []

    @Flag(help: "Also apply fixes marked unsafe (probably right, but review the diff).")
    var unsafe = false

    @Option(name: .customLong("rule"), help: "Only apply fixes of this rule (repeatable).")
    var rules: [String] = []

    @Flag(help: "Print a unified diff of what would change and write nothing.")
    var diff = false

    @Option(help: "Configuration file to use instead of the .streamlint.yml found from the scanned path upward.")
    var config: String?

    func validate() throws {
        let known = Set(RuleCatalog.descriptions.map(\.id))
        for rule in rules where !known.contains(rule) {
            throw ValidationError("unknown rule '\(rule)'; `streamlint rules` lists them")
        }
    }

    func run() throws {
        let scanPaths = paths.isEmpty ? ["."] : paths
        let linter = try ConfiguredLinter.make(paths: scanPaths, configPath: config)
        let result: LintResult
        do {
            result = try linter.lint(paths: scanPaths)
        } catch let error as DiscoveryError {
            throw ValidationError(error.description)
        }
        for problem in result.problems {
            FileHandle.standardError.write(Data("warning: \(problem)\n".utf8))
        }
        let plan = FixSession.plan(result.findings, allowing: unsafe ? [.safe, .unsafe] : [.safe], rules: Set(rules))
        let report = FixSession.run(plan, root: result.root, writing: !diff)
        FileHandle.standardOutput.write(Data(report.output.utf8))
        if report.writeFailures > 0 { throw ExitCode(ExitStatus.failure.rawValue) }
    }
}

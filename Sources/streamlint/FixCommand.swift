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
            throw ValidationError(RuleSuggestion.unknownRule(rule))
        }
    }

    func run() throws {
        let scanPaths = paths.isEmpty ? ["."] : paths
        var linter = try ConfiguredLinter.make(paths: scanPaths, configPath: config)
        if !rules.isEmpty { linter.fixedRuleIDs = Set(rules) }
        let result = try ConfiguredLinter.lint(scanPaths, with: linter)
        ConfiguredLinter.reportProblems(of: result, scanning: scanPaths)
        var plan = FixSession.plan(result.findings, allowing: unsafe ? [.safe, .unsafe] : [.safe], rules: Set(rules))
        // A file reached through a symbolic link that leads out of the scanned folder belongs
        // to someone else's tree: it was linted, but it is not rewritten.
        var notes = ""
        for file in plan.keys.sorted() {
            let path = (result.root as NSString).appendingPathComponent(file)
            if let outside = AtomicFileWriter.linkedLocation(of: path, outside: result.root) {
                notes += "\(file): not changed: it is a symbolic link to \(outside), outside the scanned folder\n"
                plan.byFile[file] = nil
            }
        }
        let report = FixSession.run(plan, of: result, writing: !diff)
        FileHandle.standardOutput.write(Data((notes + report.output).utf8))
        if report.writeFailures > 0 { throw ExitCode(ExitStatus.failure.rawValue) }
    }
}

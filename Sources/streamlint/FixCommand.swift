import ArgumentParser
import Foundation
import Rewriter
import Rules
import StreamLint

struct FixCommand: ParsableCommand, PathsCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Apply rewrites: safe ones by default, unsafe ones with --unsafe. Manual suggestions are never applied.")
    static let pathsVerb = "fix"

    @OptionGroup var paths: PathsArgument<FixCommand>

    @Flag(help: "Also apply fixes marked unsafe (probably right, but review the diff).")
    var unsafe = false

    @Option(name: .customLong("rule"), help: "Only apply fixes of this rule (repeatable).")
    var rules: [String] = []

    @Flag(help: "Print a unified diff of what would change and write nothing.")
    var diff = false

    @OptionGroup var configuration: ConfigurationOption

    @Flag(help: "Rewrite files that have uncommitted changes in their git work tree (refused by default, so that every rewrite can be reviewed and reverted).")
    var allowDirty = false

    @Option(
        help: ArgumentHelp(
            "After writing, run this shell command (a build or test); when it fails, put files back one by one until it passes.",
            valueName: "command"))
    var verify: String?

    func validate() throws {
        let known = Set(RuleCatalog.descriptions.map(\.id))
        for rule in rules where !known.contains(rule) {
            throw ValidationError(RuleSuggestion.unknownRule(rule))
        }
    }

    func run() throws {
        let scanPaths = paths.orCurrentFolder
        var linter = try ConfiguredLinter.make(paths: scanPaths, options: configuration)
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
        if !diff, !allowDirty {
            let planned = plan.keys.sorted().map { (result.root as NSString).appendingPathComponent($0) }
            if let dirty = UncommittedChanges.files(among: planned, in: result.root), !dirty.isEmpty {
                let names = dirty.map { FileDiscovery.relative($0, to: result.root) }
                throw ValidationError(
                    "\(names.count) file(s) to fix have uncommitted changes: \(names.joined(separator: ", ")). "
                        + "Commit or stash them first, so that the rewrite can be reviewed and reverted, or pass --allow-dirty.")
            }
        }
        let report = FixSession.run(plan, of: result, writing: !diff)
        FileHandle.standardOutput.write(Data((notes + report.output).utf8))
        if report.writeFailures > 0 { throw ExitCode(ExitStatus.failure.rawValue) }
        if let verify, !diff, !report.written.isEmpty {
            let outcome = FixVerifier(shellCommand: verify, in: FileManager.default.currentDirectoryPath).verify(report.written)
            FileHandle.standardOutput.write(Data(Self.describe(outcome, command: verify).utf8))
            if !outcome.restoreFailures.isEmpty { throw ExitCode(ExitStatus.failure.rawValue) }
            if outcome.failsWithoutFixes { throw ExitCode(ExitStatus.findings.rawValue) }
        }
    }

    static func describe(_ outcome: FixVerifier.Outcome, command: String) -> String {
        if outcome.backedOut.isEmpty, outcome.restoreFailures.isEmpty {
            return "Verified: `\(command)` passes with every fix applied.\n"
        }
        var text = ""
        if outcome.failsWithoutFixes {
            text += "`\(command)` fails without any fix too (\(outcome.backedOut.first?.error ?? "")); every fix was put back.\n"
        } else {
            for (file, error) in outcome.backedOut {
                text += "\(file.displayPath): backed out \(file.fixCount) fix(es): `\(command)` failed with them: \(error)\n"
            }
            let kept = outcome.kept.reduce(0) { $0 + $1.fixCount }
            text += "Verified: `\(command)` passes with \(kept) fix(es) in \(outcome.kept.count) file(s); "
                + "\(outcome.backedOut.count) file(s) put back as they were.\n"
        }
        for (file, error) in outcome.restoreFailures {
            text += "\(file.displayPath): could not be put back: \(error)\n"
        }
        return text
    }
}

import ArgumentParser
import Foundation
import Rules
import StreamLint

/// The linter a command runs: every catalog rule, with the `.streamlint.yml` given by
/// `--config` or found from the scanned paths upward applied.
enum ConfiguredLinter {
    static func make(paths: [String], configPath: String?) throws -> Linter {
        let linter = Linter(pipelineRules: RuleCatalog.pipelineRules, declarationRules: RuleCatalog.declarationRules)
        let loader = ConfigurationLoader(knownRuleIDs: linter.ruleIDs)
        guard let configuration = try loader.load(explicitPath: configPath, scanRoot: FileDiscovery.root(for: paths)) else {
            return linter
        }
        return linter.configured(by: configuration)
    }

    /// A mistyped path is a usage error (exit code 2); one that exists but cannot be read is an
    /// I/O error (exit code 3), which `main` gives any other error.
    static func lint(_ paths: [String], with linter: Linter) throws -> LintResult {
        do {
            return try linter.lint(paths: paths)
        } catch DiscoveryError.pathDoesNotExist(let path) {
            throw ValidationError(DiscoveryError.pathDoesNotExist(path).description)
        }
    }

    /// Every file or folder that was not scanned, with the reason, and a hint when nothing was.
    static func reportProblems(of result: LintResult, scanning paths: [String]) {
        var text = result.problems.map { "warning: \($0)\n" }.joined()
        if result.fileCount == 0 {
            let ignored = FileDiscovery.defaultIgnoredFolders.filter { !$0.hasPrefix(".") }.sorted().joined(separator: ", ")
            text += "warning: no Swift file was found in \(paths.joined(separator: " ")). Hidden folders and \(ignored) "
                + "are skipped, and the `included` and `excluded` globs of .streamlint.yml apply; "
                + "name the folder that holds your sources, e.g. `streamlint lint Sources`.\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

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

    /// The same, with the facts cache the options ask for.
    static func make(paths: [String], options: ConfigurationOption) throws -> Linter {
        var linter = try make(paths: paths, configPath: options.config)
        linter.factsCache = options.factsCache(for: paths)
        return linter
    }

    /// A mistyped path is a usage error (exit code 2); one that exists but cannot be read is an
    /// I/O error (exit code 3), which `main` gives any other error.
    static func lint(_ paths: [String], with linter: Linter) throws -> LintResult {
        let result: LintResult
        do {
            result = try linter.lint(paths: paths)
        } catch DiscoveryError.pathDoesNotExist(let path) {
            throw ValidationError(DiscoveryError.pathDoesNotExist(path).description)
        }
        // A cache that cannot be written only makes the next run slower.
        if let cache = linter.factsCache {
            var notes = cache.note.map { ["note: \($0)"] } ?? []
            do {
                try cache.save()
                if cache.url.deletingLastPathComponent().standardizedFileURL == FactsCache.defaultFolder.standardizedFileURL {
                    FactsCache.pruneDefaultFolder()
                }
            } catch {
                notes.append("note: the facts cache \(cache.url.path) could not be written: \(error.localizedDescription)")
            }
            if !notes.isEmpty { FileHandle.standardError.write(Data((notes.joined(separator: "\n") + "\n").utf8)) }
        }
        return result
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

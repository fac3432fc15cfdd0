import Foundation
import PackagePlugin

/// `swift package streamlint [lint|fix] [--target NAME …] [options]`: runs `streamlint` on the
/// source folders of the package's Swift targets (or of the named ones), passing every other
/// argument through. The package's `.streamlint.yml` is found from those folders upward.
/// Writing to the package is declared for `fix`, so SwiftPM asks for
/// `--allow-writing-to-package-directory` on every run.
@main
struct StreamLintCommandPlugin: CommandPlugin {
    /// Verbs the plugin forwards; without one, the plugin lints.
    static let verbs: Set<String> = ["lint", "fix"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var passed = extractor.remainingArguments
        let verb = passed.first.flatMap { Self.verbs.contains($0) ? $0 : nil } ?? "lint"
        if passed.first == verb { passed.removeFirst() }

        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        // StreamLint reads Swift only; C-family targets have nothing for it.
        let folders = targets.compactMap { ($0 as? SwiftSourceModuleTarget)?.directoryURL.path }
        guard !folders.isEmpty else {
            Diagnostics.warning("StreamLint: the package has no Swift targets to lint")
            return
        }

        let process = Process()
        process.executableURL = try context.tool(named: "streamlint").url
        process.arguments = [verb] + passed + folders
        // Relative paths in passed options (`--baseline`, `--config`) are the package's.
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw StreamLintFailed(verb: verb, status: process.terminationStatus)
        }
    }
}

/// Fails `swift package streamlint` with the tool's exit status (1: findings at or above the
/// threshold, 2: usage or configuration error, 3: I/O error), so CI steps fail as the tool does.
struct StreamLintFailed: Error, CustomStringConvertible {
    var verb: String
    var status: Int32

    var description: String { "streamlint \(verb) exited with status \(status)" }
}

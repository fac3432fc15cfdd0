import Foundation
import PackagePlugin

/// Lints a target's Swift files on every build of it (`swift build`, or Xcode on a package).
/// Findings are printed as `path:line:column: warning: message` with absolute paths, which
/// both turn into diagnostics; an `error` finding fails the build, as a compiler error would.
@main
struct StreamLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        guard !inputs.isEmpty else { return [] }
        // No declared outputs: SwiftPM copies a build command's outputs into the target as
        // resources, which would give every linted target a bundle. Without outputs the
        // command runs on each build, so the findings stay in every build log.
        return [
            .buildCommand(
                displayName: "StreamLint \(target.name)",
                executable: try context.tool(named: "streamlint").url,
                // The target's own files, so its `exclude:` list in the manifest is honoured.
                arguments: ["lint", "--absolute-paths"] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: []),
        ]
    }
}

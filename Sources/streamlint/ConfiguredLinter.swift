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
}

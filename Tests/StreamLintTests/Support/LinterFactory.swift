import Rules
import StreamLint

enum LinterFactory {
    /// Every rule runs, opt-in ones too: fixtures and examples test each rule as if enabled.
    static func make(usesPrefilter: Bool = true) -> Linter {
        var linter = Linter(
            pipelineRules: RuleCatalog.pipelineRules, declarationRules: RuleCatalog.declarationRules,
            usesPrefilter: usesPrefilter)
        linter.enabledOptInRules = Set(RuleCatalog.descriptions.filter(\.isOptIn).map(\.id))
        return linter
    }
}

import Rules
import StreamLint

enum LinterFactory {
    static func make(usesPrefilter: Bool = true) -> Linter {
        Linter(
            pipelineRules: RuleCatalog.pipelineRules, declarationRules: RuleCatalog.declarationRules,
            usesPrefilter: usesPrefilter)
    }
}

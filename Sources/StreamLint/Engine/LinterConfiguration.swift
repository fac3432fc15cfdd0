extension Linter {
    /// Ids of the rules this linter runs: what configuration files and suppression comments
    /// may name.
    public var ruleIDs: Set<String> {
        Set(pipelineRules.map(\.description.id) + declarationRules.map(\.description.id))
    }

    /// This linter with a configuration file's settings applied.
    public func configured(by configuration: Configuration) -> Linter {
        var linter = self
        linter.fileSelection = configuration.files
        linter.ruleSettings = RuleSettings(
            disabledRules: configuration.disabledRules, severityOverrides: configuration.severityOverrides)
        linter.enabledOptInRules = configuration.optInRules
        linter.preferAsyncAlgorithms = configuration.preferAsyncAlgorithms
        linter.deploymentTarget = configuration.deploymentTarget
        return linter
    }
}

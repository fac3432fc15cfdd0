/// The settings of one `.streamlint.yml`. Every field has the value a run without a
/// configuration file uses, so an empty file changes nothing.
public struct Configuration: Sendable {
    /// The file it was read from; globs are relative to its folder.
    public var path: String
    public var files: FileSelection
    public var disabledRules: Set<String>
    /// Opt-in rules to run (see `RuleDescription.isOptIn`).
    public var optInRules: Set<String> = []
    public var severityOverrides: [String: Severity]
    public var preferAsyncAlgorithms: Bool
    public var deploymentTarget: DeploymentTarget?

    public init(
        path: String, files: FileSelection, disabledRules: Set<String> = [], severityOverrides: [String: Severity] = [:],
        preferAsyncAlgorithms: Bool = false, deploymentTarget: DeploymentTarget? = nil
    ) {
        self.path = path
        self.files = files
        self.disabledRules = disabledRules
        self.severityOverrides = severityOverrides
        self.preferAsyncAlgorithms = preferAsyncAlgorithms
        self.deploymentTarget = deploymentTarget
    }

    /// The name looked for from the scanned folder upward.
    public static let fileName = ".streamlint.yml"
}

import Foundation
import StreamLint
import Testing

/// `.streamlint.yml`: parsing, errors that name the line and key, where the file is found,
/// and its effect on a run.
@Suite struct ConfigurationTests {
    static let loader = ConfigurationLoader(knownRuleIDs: Set(RuleCatalogAccess.ruleIDs))

    static func parse(_ yaml: String) throws -> Configuration {
        try loader.parse(yaml, path: "/repo/.streamlint.yml", displayPath: ".streamlint.yml")
    }

    static func error(_ yaml: String) -> String {
        do {
            _ = try parse(yaml)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test func readsEveryKey() throws {
        let configuration = try Self.parse(
            """
            included:
              - Sources
            excluded: ["**/Generated", Sources/Legacy]
            disabled_rules:
              - opaque_pipeline
            severity:
              single_shot_sink: error
              strong_self_in_sink: note
            prefer: async-algorithms
            deployment_target: iOS 15
            """)
        #expect(configuration.files.baseFolder == "/repo")
        #expect(configuration.files.included.map(\.pattern) == ["Sources"])
        #expect(configuration.files.excluded.map(\.pattern) == ["**/Generated", "Sources/Legacy"])
        #expect(configuration.disabledRules == ["opaque_pipeline"])
        #expect(configuration.severityOverrides == ["single_shot_sink": .error, "strong_self_in_sink": .note])
        #expect(configuration.preferAsyncAlgorithms)
        #expect(configuration.deploymentTarget == DeploymentTarget(platform: "iOS", major: 15))
    }

    @Test func emptyFilesAndEmptyKeysChangeNothing() throws {
        for yaml in ["", "# nothing yet\n", "excluded:\ndisabled_rules:\nseverity:\nprefer:\n"] {
            let configuration = try Self.parse(yaml)
            #expect(configuration.files.included.isEmpty && configuration.files.excluded.isEmpty)
            #expect(configuration.disabledRules.isEmpty && configuration.severityOverrides.isEmpty)
            #expect(!configuration.preferAsyncAlgorithms && configuration.deploymentTarget == nil)
        }
    }

    @Test(arguments: [
        ("included: [Sources]\nexclude: [Tests]\n", ".streamlint.yml:2: unknown key 'exclude'"),
        ("excluded: Tests\n", ".streamlint.yml:1: excluded: expected a list of globs, found 'Tests'"),
        ("included:\n  - Sources\n  - [A, B]\n", ".streamlint.yml:3: included: expected a single value, found a list"),
        ("disabled_rules:\n  - opaque_pipeline\n  - single_shot_sinc\n", ".streamlint.yml:3: disabled_rules: unknown rule 'single_shot_sinc'"),
        ("severity:\n  single_shot_sink: fatal\n", ".streamlint.yml:2: severity.single_shot_sink: 'fatal' is not a severity"),
        ("severity:\n  single_shot_sink: error\n  no_such_rule: note\n", ".streamlint.yml:3: severity: unknown rule 'no_such_rule'"),
        ("severity: [single_shot_sink]\n", ".streamlint.yml:1: severity: expected a mapping"),
        ("\n\nprefer: rxswift\n", ".streamlint.yml:3: prefer: 'rxswift' is not a choice"),
        ("deployment_target: Android 14\n", ".streamlint.yml:1: deployment_target: 'Android 14' is not a deployment target"),
        ("deployment_target: iOS\n", ".streamlint.yml:1: deployment_target: 'iOS' is not a deployment target"),
        ("included: [Sources\n", ".streamlint.yml:2: not valid YAML"),
        ("prefer: combine\nprefer: combine\n", "prefer: the key is given twice"),
        ("- included\n", ".streamlint.yml:1: the file must be a mapping"),
    ])
    func mistakesNameTheLineAndTheKey(yaml: String, expected: String) {
        let message = Self.error(yaml)
        #expect(message.contains(expected), "\(message)")
    }

    @Test(arguments: [
        ("iOS 15", DeploymentTarget(platform: "iOS", major: 15)),
        ("ios 17.2", DeploymentTarget(platform: "iOS", major: 17)),
        ("macOS  12", DeploymentTarget(platform: "macOS", major: 12)),
        ("visionOS 1.0.1", DeploymentTarget(platform: "visionOS", major: 1)),
    ])
    func deploymentTargets(text: String, expected: DeploymentTarget) {
        #expect(DeploymentTarget(parsing: text) == expected)
    }

    @Test(arguments: ["iOS", "iOS x", "iOS 15.x", "Android 14", "iOS 15 beta", "iOS 0"])
    func notDeploymentTargets(text: String) {
        #expect(DeploymentTarget(parsing: text) == nil)
    }

    @Test func isFoundFromTheScannedFolderUpward() throws {
        let folder = try TemporaryFolder()
        try folder.write(".streamlint.yml", "prefer: async-algorithms\n")
        try folder.write("App/Feature/.keep", "")
        let feature = folder.url.appendingPathComponent("App/Feature").path
        let found = try #require(ConfigurationLocator.find(from: feature))
        #expect(found == FileDiscovery.absolutize(folder.url.appendingPathComponent(".streamlint.yml").path))
        try folder.write("App/.streamlint.yml", "")
        #expect(ConfigurationLocator.find(from: feature)?.hasSuffix("App/.streamlint.yml") == true)
        let configuration = try #require(try Self.loader.load(explicitPath: nil, scanRoot: feature))
        #expect(!configuration.preferAsyncAlgorithms, "the nearest file wins")
    }

    @Test func settingsReachTheLinter() throws {
        let configuration = try Self.parse("prefer: async-algorithms\ndeployment_target: macOS 12\n")
        let linter = LinterFactory.make().configured(by: configuration)
        #expect(linter.preferAsyncAlgorithms)
        #expect(linter.deploymentTarget == DeploymentTarget(platform: "macOS", major: 12))
        #expect(linter.fileSelection?.baseFolder == "/repo")
    }

    @Test func deploymentTargetChangesAdvice() throws {
        let folder = try TemporaryFolder()
        try folder.write(
            "Model.swift",
            "import Combine\n\nfinal class Model: ObservableObject {\n    @Published var title = \"\"\n}\n")
        let plain = try LinterFactory.make().lint(paths: [folder.url.path])
        let old = try LinterFactory.make().configured(by: Self.parse("deployment_target: iOS 15\n")).lint(paths: [folder.url.path])
        let message = { (result: LintResult) in result.findings.first { $0.ruleID == "published_without_subscribers" }?.message }
        #expect(message(plain)?.contains("deployment target") == false)
        #expect(message(old)?.contains("Not yet: the deployment target is iOS 15.") == true)
    }

    // MARK: The command line

    @Test func aMistakeExitsTwoNamingFileLineAndKey() throws {
        let folder = try TemporaryFolder()
        try folder.write("Greeter.swift", CommandLineTests.singleShot)
        try folder.write(".streamlint.yml", "excluded:\n  - Tests\nseverity:\n  single_shot_sink: loud\n")
        let output = try CommandRunner.run(["lint", folder.url.path])
        #expect(output.status == 2)
        #expect(output.stderr.contains(".streamlint.yml:4: severity.single_shot_sink: 'loud' is not a severity"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }

    @Test func explicitConfigReplacesTheOneFound() throws {
        let folder = try TemporaryFolder()
        try folder.write("Greeter.swift", CommandLineTests.singleShot)
        try folder.write(".streamlint.yml", "disabled_rules: [single_shot_sink]\n")
        let other = try folder.write("ci/strict.yml", "severity:\n  single_shot_sink: error\n")
        let found = try CommandRunner.run([folder.url.path])
        #expect(found.status == 0)
        #expect(!found.stdout.contains("[single_shot_sink]"))
        let explicit = try CommandRunner.run([folder.url.path, "--config", other.path])
        #expect(explicit.status == 1)
        #expect(explicit.stdout.contains("Greeter.swift:6:23: error:"))
        let missing = try CommandRunner.run([folder.url.path, "--config", folder.url.appendingPathComponent("nope.yml").path])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.yml: cannot read the configuration file"))
    }

    @Test func severityOverridesMoveTheThreshold() throws {
        let folder = try TemporaryFolder()
        try folder.write("Greeter.swift", CommandLineTests.singleShot)
        try folder.write("Feed.swift", CommandLineTests.hazard)
        let before = try CommandRunner.run([folder.url.path])
        #expect(before.status == 1, "missing_receive_context is an error by default")
        try folder.write(".streamlint.yml", "severity:\n  missing_receive_context: warning\n")
        let relaxed = try CommandRunner.run([folder.url.path])
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("Feed.swift:8:14: warning:"))
        #expect(try CommandRunner.run([folder.url.path, "--strict"]).status == 1)
        try folder.write(".streamlint.yml", "severity:\n  missing_receive_context: note\n  data_task_publisher: note\n  single_shot_sink: note\n")
        #expect(try CommandRunner.run([folder.url.path, "--strict"]).status == 0)
        #expect(try CommandRunner.run([folder.url.path, "--min-severity", "note"]).status == 1)
    }

    @Test func includedAndExcludedChooseTheFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Greeter.swift", CommandLineTests.singleShot)
        try folder.write("App/Generated/Mock.swift", CommandLineTests.singleShot)
        try folder.write("Tests/GreeterTests.swift", CommandLineTests.singleShot)
        try folder.write("Scripts/Tool.swift", CommandLineTests.singleShot)
        try folder.write(".streamlint.yml", "included: [App, Tests]\nexcluded: ['**/Generated', '**/*Tests.swift']\n")
        let output = try CommandRunner.run([folder.url.path])
        #expect(output.stdout.contains("Scanned 1 file "), "\(output.stdout)")
        #expect(output.stdout.contains("App/Greeter.swift:6:23: warning:"))
        #expect(!output.stdout.contains("Mock.swift") && !output.stdout.contains("Tool.swift"))
        // Scanning a subfolder finds the same file upward and keeps its globs anchored to it.
        let sub = try CommandRunner.run([folder.url.appendingPathComponent("App").path])
        #expect(sub.stdout.contains("Scanned 1 file "), "\(sub.stdout)")
        #expect(sub.stdout.contains("Greeter.swift:6:23: warning:"))
    }

    @Test func disabledRulesAreNotReported() throws {
        let folder = try TemporaryFolder()
        try folder.write("Feed.swift", CommandLineTests.hazard)
        #expect(try CommandRunner.run([folder.url.path]).stdout.contains("[missing_receive_context]"))
        try folder.write(".streamlint.yml", "disabled_rules:\n  - missing_receive_context\n")
        let output = try CommandRunner.run([folder.url.path, "--verbose"])
        #expect(output.status == 0)
        #expect(!output.stdout.contains("[missing_receive_context]"))
        #expect(output.stdout.contains("[data_task_publisher]"), "other rules still report")
    }
}

import Foundation
import Testing

/// The SwiftPM plugins, used as a package that depends on StreamLint uses them. The sample
/// package and its build folder sit at fixed paths under `.build-plugin-test` (ignored by
/// git), so later runs reuse the first run's build of StreamLint: the first takes about two
/// minutes, later ones seconds.
@Suite(.serialized, .timeLimit(.minutes(15))) struct PluginTests {
    static let folder = FixturePaths.repositoryRoot.appendingPathComponent(".build-plugin-test")
    static let sample = folder.appendingPathComponent("Sample")

    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Sample",
            dependencies: [.package(name: "StreamLint", path: "../..")],
            targets: [
                .target(name: "Sample", plugins: [.plugin(name: "StreamLintBuildToolPlugin", package: "StreamLint")]),
            ]
        )

        """

    /// A single-shot `sink` that also compiles where Combine does not exist.
    static let greeter = """
        #if canImport(Combine)
        import Combine
        #else
        struct Just<Output> {
            let output: Output
            init(_ output: Output) { self.output = output }
            func sink(receiveValue: (Output) -> Void) -> Int {
                receiveValue(output)
                return 0
            }
        }
        #endif

        public func greet() {
            _ = Just("hello").sink { print($0) }
        }

        """

    static func writeSample() throws {
        let files = [("Package.swift", manifest), ("Sources/Sample/Greeter.swift", greeter)]
        for (path, contents) in files {
            let url = sample.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // Rewriting unchanged files would make SwiftPM rebuild the sample.
            if (try? String(contentsOf: url, encoding: .utf8)) != contents {
                try contents.write(to: url, atomically: true, encoding: .utf8)
            }
        }
    }

    /// `swift <subcommand> …` on the sample package, stdout and stderr together.
    static func swift(_ subcommand: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try writeSample()
        let output = try CommandRunner.run(
            ["swift", subcommand, "--package-path", sample.path, "--scratch-path", folder.appendingPathComponent("scratch").path,
             "--disable-sandbox"] + arguments,
            executable: URL(fileURLWithPath: "/usr/bin/env"))
        return (output.status, output.stdout + output.stderr)
    }

    @Test func commandPluginLintsThePackageAndPassesOptionsThrough() throws {
        let strict = try Self.swift("package", ["--allow-writing-to-package-directory", "streamlint", "--strict"])
        #expect(strict.status != 0, "\(strict.output)")
        #expect(strict.output.contains("Greeter.swift:15:23: warning:"), "\(strict.output)")
        #expect(strict.output.contains("[single_shot_sink]"))
        #expect(strict.output.contains("streamlint lint exited with status 1"))

        let github = try Self.swift(
            "package", ["--allow-writing-to-package-directory", "streamlint", "lint", "--target", "Sample", "--format", "github"])
        #expect(github.status == 0, "\(github.output)")
        #expect(github.output.contains("::warning file="), "\(github.output)")
    }

    @Test func buildToolPluginReportsFindingsDuringTheBuild() throws {
        let build = try Self.swift("build", [])
        #expect(build.status == 0, "\(build.output)")
        let file = Self.sample.appendingPathComponent("Sources/Sample/Greeter.swift").path
        #expect(build.output.contains("\(file):15:23: warning:"), "\(build.output)")
    }
}

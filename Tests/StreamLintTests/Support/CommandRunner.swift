import Foundation

/// Runs the built `streamlint` executable as a user would, capturing output and exit status.
enum CommandRunner {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable sits beside the test bundle in the build products folder.
    static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("streamlint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return FixturePaths.repositoryRoot.appendingPathComponent(".build/debug/streamlint")
    }

    /// Where the commands the tests run keep their facts caches, so that a test run never
    /// fills the user's own cache folder with caches of temporary folders.
    static let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent(
        "streamlint-test-caches-\(ProcessInfo.processInfo.processIdentifier)")

    static func run(
        _ arguments: [String], in directory: URL? = nil, executable: URL = executable, environment: [String: String] = [:]
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(["XDG_CACHE_HOME": cacheHome.path]) { $1 }
            .merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read one pipe to its end while the other filled up, and a command with much to say on
        // the other (`swift package` building, in the plugin tests) waited forever.
        let out = DrainedPipe(stdout)
        let err = DrainedPipe(stderr)
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out.data(), as: UTF8.self),
            stderr: String(decoding: err.data(), as: UTF8.self))
    }

    static func python(_ script: String, _ arguments: [String]) throws -> Output {
        try run(["python3", "-c", script] + arguments, executable: URL(fileURLWithPath: "/usr/bin/env"))
    }
}

/// A throwaway folder for a test's input files, removed when the test ends.
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("streamlint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func write(_ relativePath: String, _ contents: String) throws -> URL {
        try write(relativePath, Data(contents.utf8))
    }

    @discardableResult
    func write(_ relativePath: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}

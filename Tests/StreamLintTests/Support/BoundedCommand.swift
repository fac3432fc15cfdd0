import Foundation

/// Runs `streamlint` like `CommandRunner`, but ends it after a deadline: the hostile inputs
/// these tests use (a named pipe, an endless device) made earlier versions wait or read forever.
enum BoundedCommand {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
        /// The command was still running at the deadline and was ended.
        var timedOut: Bool
    }

    /// `launcher` runs the executable through another command, such as `asNobody`.
    static func run(
        _ arguments: [String], seconds: Double = 60, executable: URL = CommandRunner.executable,
        launcher: [String] = []
    ) throws -> Output {
        let process = Process()
        process.executableURL = launcher.isEmpty ? executable : URL(fileURLWithPath: launcher[0])
        process.arguments = launcher.isEmpty ? arguments : Array(launcher.dropFirst()) + [executable.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": CommandRunner.cacheHome.path]) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        // Both pipes are drained while the command runs, so a full pipe cannot block it.
        let out = DrainedPipe(stdout)
        let err = DrainedPipe(stderr)
        let timedOut = finished.wait(timeout: .now() + seconds) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            finished.wait()
        }
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out.data(), as: UTF8.self),
            stderr: String(decoding: err.data(), as: UTF8.self), timedOut: timedOut)
    }

    /// How to run a command as the unprivileged user `nobody`, for tests of unreadable files
    /// that must hold when the suite runs as root (for whom permissions never refuse a read);
    /// nil when that is not possible here.
    static var asNobody: [String]? {
        guard getuid() == 0 else { return [] }
        let setpriv = "/usr/bin/setpriv"
        guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
        return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
    }
}

/// Reads a pipe to its end on another thread, so that a command writing much to both of its
/// pipes never blocks on the one not being read.
final class DrainedPipe: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var collected = Data()

    init(_ pipe: Pipe) {
        DispatchQueue.global().async {
            self.collected = pipe.fileHandleForReading.readDataToEndOfFile()
            self.done.signal()
        }
    }

    /// Everything the pipe carried; waits for the writer to close it.
    func data() -> Data {
        done.wait()
        done.signal()
        return collected
    }
}

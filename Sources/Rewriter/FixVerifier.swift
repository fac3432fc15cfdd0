import Foundation

/// `fix --verify COMMAND`: after the fixes are written, run the user's build or test command;
/// when it fails, back fixes out file by file until it passes, as `cargo fix` backs out what
/// breaks the build. Files are tried in halves (a bisection), so that a few bad rewrites
/// among many cost a few runs each, not one run per file.
public struct FixVerifier {
    /// Runs the command; true when it passed, with its output.
    public typealias Command = () -> (passed: Bool, output: String)

    public var run: Command

    public init(run: @escaping Command) {
        self.run = run
    }

    /// A shell command run in `folder`.
    public init(shellCommand: String, in folder: String) {
        self.run = {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", shellCommand]
            process.currentDirectoryURL = URL(fileURLWithPath: folder)
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            do { try process.run() } catch { return (false, "cannot run `\(shellCommand)`: \(error)") }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus == 0, String(decoding: data, as: UTF8.self))
        }
    }

    public struct Outcome: Sendable {
        /// Files whose fixes stay.
        public var kept: [WrittenFile]
        /// Files put back as they were, with the first error the command printed with them.
        public var backedOut: [(file: WrittenFile, error: String)]
        /// The command failed with no fix applied too: nothing can be learned, all were backed out.
        public var failsWithoutFixes: Bool
        /// Files that could not be put back (changed by someone else meanwhile).
        public var restoreFailures: [(file: WrittenFile, error: String)]
    }

    public func verify(_ written: [WrittenFile]) -> Outcome {
        var outcome = Outcome(kept: [], backedOut: [], failsWithoutFixes: false, restoreFailures: [])
        let first = run()
        if first.passed {
            outcome.kept = written
            return outcome
        }
        // Back everything out, then add groups back while the command still passes.
        for file in written { restore(file, into: &outcome) }
        let baseline = run()
        if !baseline.passed {
            outcome.failsWithoutFixes = true
            outcome.backedOut = written.map { ($0, Self.firstError(baseline.output)) }
            return outcome
        }
        add(written[...], to: &outcome)
        return outcome
    }

    private func add(_ group: ArraySlice<WrittenFile>, to outcome: inout Outcome) {
        guard !group.isEmpty else { return }
        for file in group { apply(file, into: &outcome) }
        let result = run()
        if result.passed {
            outcome.kept += group
            return
        }
        for file in group { restore(file, into: &outcome) }
        if group.count == 1 {
            outcome.backedOut.append((group.first!, Self.firstError(result.output)))
            return
        }
        let middle = group.startIndex + group.count / 2
        add(group[..<middle], to: &outcome)
        add(group[middle...], to: &outcome)
    }

    private func apply(_ file: WrittenFile, into outcome: inout Outcome) {
        do {
            try AtomicFileWriter.write(file.rewritten, to: file.path, expecting: file.original)
        } catch {
            outcome.restoreFailures.append((file, "\(error)"))
        }
    }

    private func restore(_ file: WrittenFile, into outcome: inout Outcome) {
        do {
            try AtomicFileWriter.write(file.original, to: file.path, expecting: file.rewritten)
        } catch {
            outcome.restoreFailures.append((file, "\(error)"))
        }
    }

    /// The first error a compiler places in a file (`path:line:column: error: …`), else the first
    /// line that reads as an error (build tools and test runners print `error:` summaries such as
    /// "emit-module command failed", which say less), or the first line printed.
    static func firstError(_ output: String) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let placed = lines.first { line in
            guard let range = line.range(of: ": error: ") else { return false }
            return line[..<range.lowerBound].split(separator: ":").dropFirst().contains { Int($0) != nil }
        }
        return placed ?? lines.first { $0.lowercased().contains("error") } ?? lines.first ?? "(no output)"
    }
}

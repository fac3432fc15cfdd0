import Foundation

/// Which of the files `fix` is about to rewrite hold changes git has not committed (modified,
/// staged or untracked), so that `fix` can refuse, as `cargo fix` does: a user must always be
/// able to review the rewrite as a diff and revert it.
public enum UncommittedChanges {
    /// The paths among `paths` (absolute) with uncommitted changes; nil when `folder` is not in
    /// a git work tree or git cannot be run, where there is nothing to protect this way.
    public static func files(among paths: [String], in folder: String) -> [String]? {
        guard let top = git(["rev-parse", "--show-toplevel"], in: folder)?.trimmingCharacters(in: .newlines), !top.isEmpty,
              let status = git(["status", "--porcelain=v1", "-z", "--untracked-files=all", "--"] + paths, in: folder)
        else { return nil }
        let topLocation = realLocation(top)
        // `XY path` entries separated by NUL; a rename adds its old path as the next entry.
        var changed: Set<String> = []
        var entries = status.split(separator: "\0", omittingEmptySubsequences: true).makeIterator()
        while let entry = entries.next() {
            guard entry.count > 3 else { continue }
            let code = entry.prefix(2)
            changed.insert(realLocation(topLocation + "/" + entry.dropFirst(3)))
            if code.contains("R") || code.contains("C") { _ = entries.next() }
        }
        return paths.filter { changed.contains(realLocation($0)) }
    }

    private static func realLocation(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    private static func git(_ arguments: [String], in folder: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }
}

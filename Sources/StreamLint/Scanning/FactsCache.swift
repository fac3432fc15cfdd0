import Foundation

/// The facts of files scanned by an earlier run, so that a file whose bytes have not changed is
/// not parsed again. Keyed by the file's path and content hash (not its modification time, so a
/// fresh checkout in CI hits too) under the tool's fingerprint: a different build of the tool
/// reads nothing from it. The configuration is not part of the key because facts do not depend
/// on it; rules and reporters, which do, run on every run.
///
/// One file per scanned root. It is read once when the run starts and written once when it ends,
/// to a temporary file renamed over the old one, so two runs sharing it each leave a whole cache
/// (the last one wins). A cache that cannot be read or is not ours is ignored, with a note.
public final class FactsCache: @unchecked Sendable {
    /// Bumped when what a cache file holds changes shape.
    static let format = 1

    struct Entry: Codable {
        var hash: UInt64
        var facts: FileFacts?
        var problem: FileProblem?
    }

    struct Stored: Codable {
        var format: Int
        var tool: String
        var entries: [String: Entry]
    }

    public let url: URL
    let tool: String
    private let previous: [String: Entry]
    private let lock = NSLock()
    private var current: [String: Entry] = [:]
    private var hitCount = 0
    /// Why the previous cache was not used, when it existed and could not be.
    public let note: String?

    /// Reads the cache at `url` if there is one that this build of the tool wrote.
    public init(url: URL, tool: String) {
        self.url = url
        self.tool = tool
        guard let data = try? Data(contentsOf: url) else {
            previous = [:]
            note = nil
            return
        }
        guard let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.format == Self.format else {
            previous = [:]
            note = "the facts cache \(url.path) could not be read; it is rebuilt"
            return
        }
        // Another build's facts may be extracted differently: none of them is used.
        previous = stored.tool == tool ? stored.entries : [:]
        note = nil
    }

    /// Where a root's cache lives by default: the platform's cache folder, one file per root.
    public static func defaultURL(forRoot root: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            base = URL(fileURLWithPath: xdg)
        } else {
            #if os(macOS)
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Library/Caches")
            #else
            base = FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
            #endif
        }
        let name = String(ContentHash(Array(root.utf8)).value, radix: 16)
        return base.appendingPathComponent("streamlint").appendingPathComponent("facts-\(name).json")
    }

    /// What the previous run found in this file, if its bytes are the same.
    func lookup(_ path: String, hash: ContentHash) -> FileScanResult? {
        guard let entry = previous[path], entry.hash == hash.value else { return nil }
        let result: FileScanResult
        if let facts = entry.facts {
            result = .facts(facts)
        } else if let problem = entry.problem {
            result = .problem(problem)
        } else {
            return nil
        }
        lock.withLock {
            current[path] = entry
            hitCount += 1
        }
        return result
    }

    /// Keeps what this run found in a parsed file, for the next run.
    func record(_ path: String, hash: ContentHash, result: FileScanResult) {
        let entry: Entry
        switch result {
        case .facts(let facts): entry = Entry(hash: hash.value, facts: facts, problem: nil)
        case .problem(let problem) where problem.reason == .syntaxError: entry = Entry(hash: hash.value, facts: nil, problem: problem)
        default: return
        }
        lock.withLock { current[path] = entry }
    }

    /// How many files were answered from the cache.
    public var hits: Int { lock.withLock { hitCount } }

    /// Writes the files seen in this run (so deleted files drop out), atomically.
    public func save() throws {
        let entries = lock.withLock { current }
        let data = try JSONEncoder().encode(Stored(format: Self.format, tool: tool, entries: entries))
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString)")
        try data.write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let code = errno
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, "errno": code])
        }
    }
}

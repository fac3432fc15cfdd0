import ArgumentParser
import Foundation
import StreamLint

/// `--config FILE` and the facts cache's options, declared once for every command that lints.
struct ConfigurationOption: ParsableArguments {
    @Option(help: "Configuration file to use instead of the .streamlint.yml found from the scanned path upward.")
    var config: String?

    @Flag(help: "Parse every file: neither read nor write the facts cache.")
    var noCache = false

    @Option(help: "The facts cache file (default: one per scanned folder, under $XDG_CACHE_HOME or ~/.cache/streamlint).")
    var cachePath: String?

    /// The cache for a scan of `paths`, unless `--no-cache`.
    func factsCache(for paths: [String]) -> FactsCache? {
        guard !noCache else { return nil }
        let url = cachePath.map { URL(fileURLWithPath: $0) } ?? FactsCache.defaultURL(forRoot: FileDiscovery.root(for: paths))
        return FactsCache(url: url, tool: Self.toolFingerprint)
    }

    /// This build of the tool: its version, and its executable's size and modification time, so
    /// that facts a different build extracted are never reused.
    static let toolFingerprint: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(StreamLintInfo.version) \(size) \(modified)"
    }()
}

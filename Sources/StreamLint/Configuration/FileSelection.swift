/// Which discovered files a run lints: `included` globs (all files when empty) minus
/// `excluded` ones, both relative to `baseFolder`, the configuration file's folder.
public struct FileSelection: Sendable, Hashable {
    public var baseFolder: String
    public var included: [Glob]
    public var excluded: [Glob]

    public init(baseFolder: String, included: [Glob] = [], excluded: [Glob] = []) {
        self.baseFolder = baseFolder
        self.included = included
        self.excluded = excluded
    }

    public func selects(_ file: SourceFileReference) -> Bool {
        let prefix = baseFolder.hasSuffix("/") ? baseFolder : baseFolder + "/"
        // A file outside the configuration's folder cannot be named by its globs.
        guard file.absolutePath.hasPrefix(prefix) else { return included.isEmpty }
        let relative = String(file.absolutePath.dropFirst(prefix.count))
        if !included.isEmpty && !included.contains(where: { $0.matches(relative) }) { return false }
        return !excluded.contains { $0.matches(relative) }
    }
}

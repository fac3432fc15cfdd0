/// Which module a file belongs to, for the report's per-module totals: a SwiftPM target when
/// the path follows SwiftPM's layout (`Sources/<Target>/…`, `Tests/<Target>/…`, prefixed by
/// the package folder when it is not the scanned root), else the top-level folder under the
/// scanned root. Custom `path:` arguments in `Package.swift` are not read: such a target is
/// grouped by its folder.
enum ModuleGrouping {
    static let rootName = "(top level)"
    static let targetFolders: Set<Substring> = ["Sources", "Tests"]

    static func module(of file: String) -> String {
        let components = file.split(separator: "/", omittingEmptySubsequences: true)
        let folders = components.dropLast()
        if let marker = folders.lastIndex(where: { targetFolders.contains($0) }), marker + 1 < folders.endIndex {
            let package = folders[..<marker]
            let target = String(folders[marker + 1])
            return package.isEmpty ? target : package.joined(separator: "/") + ": " + target
        }
        return folders.first.map(String.init) ?? rootName
    }
}

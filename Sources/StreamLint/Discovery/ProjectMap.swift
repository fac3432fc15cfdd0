import Foundation

/// Which project each file belongs to: the nearest folder above it, up to the scan root, that
/// holds a `Package.swift`, an `.xcodeproj` or an `.xcworkspace`. Names are joined inside a
/// project first, so that two apps (or a copy of one) in one scanned tree stay apart and the
/// cross-file joins grow with each project, not with the whole tree.
public enum ProjectMap {
    /// Display path of each file → display path of its project's folder ("" for the root).
    public static func projects(of files: [SourceFileReference], root: String) -> [String: String] {
        var projectOfFolder: [String: String] = [:]
        var result: [String: String] = [:]
        for file in files {
            let folder = parent(of: file.displayPath)
            result[file.displayPath] = project(ofFolder: folder, root: root, memo: &projectOfFolder)
        }
        return result
    }

    private static func project(ofFolder folder: String, root: String, memo: inout [String: String]) -> String {
        if let known = memo[folder] { return known }
        let project: String
        if folder.isEmpty || folder == "." || folder == "/" {
            project = ""
        } else if isProjectFolder((root as NSString).appendingPathComponent(folder)) {
            project = folder
        } else {
            project = self.project(ofFolder: parent(of: folder), root: root, memo: &memo)
        }
        memo[folder] = project
        return project
    }

    /// `a/b` for `a/b/c`, "" for `c`: display paths are relative and use `/` only (NSString's
    /// path functions took longer than the rest of the map on a tree of 8,000 files).
    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    private static func isProjectFolder(_ path: String) -> Bool {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return false }
        return entries.contains { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }
}

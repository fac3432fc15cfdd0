import Foundation

/// A Swift file to scan: where it is on disk and how reports name it.
public struct SourceFileReference: Sendable, Hashable {
    public var absolutePath: String
    /// Relative to the scan root.
    public var displayPath: String

    public init(absolutePath: String, displayPath: String) {
        self.absolutePath = absolutePath
        self.displayPath = displayPath
    }
}

public enum DiscoveryError: Error, CustomStringConvertible, Equatable {
    case pathDoesNotExist(String)

    public var description: String {
        switch self {
        case .pathDoesNotExist(let path): return "no such file or directory: \(path)"
        }
    }
}

/// Finds `.swift` files under the given paths, skipping build products, dependency folders
/// and hidden folders the way SwiftLint and ripgrep do, and never looping through symlinks.
public struct FileDiscovery: Sendable {
    public static let defaultIgnoredFolders: Set<String> = [
        ".build", ".git", ".swiftpm", "Pods", "Carthage", "DerivedData", "node_modules",
    ]

    public var ignoredFolders: Set<String>

    public init(ignoredFolders: Set<String> = FileDiscovery.defaultIgnoredFolders) {
        self.ignoredFolders = ignoredFolders
    }

    /// The folder reports are relative to: the one directory given, or the deepest folder
    /// that holds every given path.
    public static func root(for paths: [String]) -> String {
        let absolute = paths.map(absolutize)
        var isDirectory: ObjCBool = false
        if absolute.count == 1, FileManager.default.fileExists(atPath: absolute[0], isDirectory: &isDirectory) {
            return isDirectory.boolValue ? absolute[0] : (absolute[0] as NSString).deletingLastPathComponent
        }
        let parents = absolute.map { path -> [String] in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let folder = isDirectory.boolValue ? path : (path as NSString).deletingLastPathComponent
            return folder.split(separator: "/").map(String.init)
        }
        var common = parents.first ?? []
        for components in parents.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return "/" + common.joined(separator: "/")
    }

    public static func absolutize(_ path: String) -> String {
        let expanded = (path as NSString).expandingTildeInPath
        let joined = expanded.hasPrefix("/") ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
        return (joined as NSString).standardizingPath
    }

    public func discover(paths: [String]) throws -> (root: String, files: [SourceFileReference]) {
        let root = Self.root(for: paths)
        var files: [SourceFileReference] = []
        var seen: Set<String> = []
        var visitedFolders: Set<String> = []
        for path in paths {
            let absolute = Self.absolutize(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
                throw DiscoveryError.pathDoesNotExist(path)
            }
            if isDirectory.boolValue {
                walk(absolute, root: root, into: &files, seen: &seen, visitedFolders: &visitedFolders)
            } else if seen.insert(absolute).inserted {
                files.append(SourceFileReference(absolutePath: absolute, displayPath: Self.relative(absolute, to: root)))
            }
        }
        files.sort { $0.displayPath < $1.displayPath }
        return (root, files)
    }

    private func walk(
        _ folder: String, root: String, into files: inout [SourceFileReference], seen: inout Set<String>,
        visitedFolders: inout Set<String>
    ) {
        let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        guard visitedFolders.insert(real).inserted else { return }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries.sorted() {
            let path = folder + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if entry.hasPrefix(".") || ignoredFolders.contains(entry) { continue }
                walk(path, root: root, into: &files, seen: &seen, visitedFolders: &visitedFolders)
            } else if entry.hasSuffix(".swift"), !entry.hasPrefix("."), seen.insert(path).inserted {
                files.append(SourceFileReference(absolutePath: path, displayPath: Self.relative(path, to: root)))
            }
        }
    }

    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

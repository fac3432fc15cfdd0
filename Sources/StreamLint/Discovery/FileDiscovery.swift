import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// A usage error: the path was mistyped.
    case pathDoesNotExist(String)
    /// An I/O error: the path exists but cannot be read, with the reason.
    case unreadable(String, String)

    public var description: String {
        switch self {
        case .pathDoesNotExist(let path): return "no such file or directory: \(path)"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        }
    }
}

/// The files to scan, the folder reports are relative to, and what could not be read on the way.
public struct DiscoveredFiles: Sendable {
    public var root: String
    public var files: [SourceFileReference]
    /// Folders that cannot be listed and `.swift` names that lead nowhere (a broken link).
    public var problems: [FileProblem]
}

/// Finds `.swift` files under the given paths, skipping build products, dependency folders
/// and hidden folders the way SwiftLint and ripgrep do, never looping through symlinks, and
/// reporting what it cannot read.
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

    /// Throws when a path argument is missing or cannot be read; folders and files met on the
    /// way that cannot be read are reported in `problems` and the walk goes on.
    public func discover(paths: [String]) throws -> DiscoveredFiles {
        let root = Self.root(for: paths)
        var walk = Walk(root: root, ignoredFolders: ignoredFolders)
        for path in paths {
            let absolute = Self.absolutize(path)
            var status = stat()
            guard stat(absolute, &status) == 0 else {
                if errno == ENOENT || errno == ENOTDIR { throw DiscoveryError.pathDoesNotExist(path) }
                throw DiscoveryError.unreadable(path, RegularFileReader.errorText(errno))
            }
            if status.st_mode & S_IFMT == S_IFDIR {
                switch Self.entries(of: absolute) {
                case .success(let entries): walk.visit(absolute, status: status, entries: entries)
                case .failure(let failure): throw DiscoveryError.unreadable(path, failure.reason)
                }
            } else if let reason = RegularFileReader.checkReadable(absolute) {
                throw DiscoveryError.unreadable(path, reason)
            } else {
                walk.add(absolute)
            }
        }
        walk.files.sort { $0.displayPath < $1.displayPath }
        walk.problems.sort { $0.file < $1.file }
        return DiscoveredFiles(root: root, files: walk.files, problems: walk.problems)
    }

    /// A name in a folder, with what the folder listing says it is.
    struct FolderEntry {
        enum Kind { case folder, regularFile, other }
        var name: String
        /// `other` for links and for file systems whose listings do not say: those are `stat`ed.
        var kind: Kind
    }

    /// The names in a folder, sorted, or why it cannot be listed.
    static func entries(of folder: String) -> Result<[FolderEntry], UnlistableFolder> {
        guard let directory = opendir(folder) else { return .failure(UnlistableFolder(code: errno)) }
        defer { closedir(directory) }
        var entries: [FolderEntry] = []
        while true {
            // readdir returns nil both at the end and on an error; only errno tells them apart.
            errno = 0
            guard let entry = readdir(directory) else { break }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != ".", name != ".." else { continue }
            let kind: FolderEntry.Kind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .folder
            case Int32(DT_REG): .regularFile
            default: .other
            }
            entries.append(FolderEntry(name: name, kind: kind))
        }
        if errno != 0 { return .failure(UnlistableFolder(code: errno)) }
        return .success(entries.sorted { $0.name < $1.name })
    }

    struct UnlistableFolder: Error {
        var code: Int32
        var reason: String { RegularFileReader.errorText(code) }
    }

    /// The files with one name each: a file reached by two names (a symbolic link beside its
    /// target) is scanned once, under the name that involves no link when it has one, or else
    /// the first. Findings would otherwise be reported twice, and `fix` would rewrite the file
    /// a second time from offsets the first rewrite made stale. Applied after the
    /// configuration's selection, so that excluding the target's folder keeps the link.
    public static func oneNamePerFile(_ files: [SourceFileReference]) -> [SourceFileReference] {
        var kept: [SourceFileReference] = []
        var indexByIdentity: [FileIdentity: Int] = [:]
        for file in files {
            var status = stat()
            guard stat(file.absolutePath, &status) == 0 else {
                kept.append(file)
                continue
            }
            let identity = FileIdentity(status)
            if let earlier = indexByIdentity[identity] {
                if involvesNoLink(file.absolutePath) { kept[earlier] = file }
            } else {
                indexByIdentity[identity] = kept.count
                kept.append(file)
            }
        }
        return kept
    }

    private static func involvesNoLink(_ path: String) -> Bool {
        guard let resolved = realpath(path, nil) else { return false }
        defer { free(resolved) }
        return String(cString: resolved) == path
    }

    struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: stat) {
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
        }
    }

    /// One discovery's state: files found, problems met, and the folders already walked, by
    /// device and inode so that no chain of symlinks can make it loop.
    private struct Walk {
        let root: String
        let ignoredFolders: Set<String>
        var files: [SourceFileReference] = []
        var problems: [FileProblem] = []
        var seenFiles: Set<String> = []
        var visitedFolders: Set<FileIdentity> = []

        init(root: String, ignoredFolders: Set<String>) {
            self.root = root
            self.ignoredFolders = ignoredFolders
        }

        mutating func add(_ path: String) {
            if seenFiles.insert(path).inserted {
                files.append(SourceFileReference(absolutePath: path, displayPath: FileDiscovery.relative(path, to: root)))
            }
        }

        mutating func visit(_ folder: String, status: stat, entries: [FileDiscovery.FolderEntry]) {
            guard visitedFolders.insert(FileIdentity(status)).inserted
            else { return }
            for folderEntry in entries where !folderEntry.name.hasPrefix(".") {
                let entry = folderEntry.name
                let path = folder + "/" + entry
                // Most entries are plain files, whose listing says so: only Swift ones matter,
                // and neither needs a `stat` (in large trees, most entries are not Swift).
                if folderEntry.kind == .regularFile {
                    if entry.hasSuffix(".swift") { add(path) }
                    continue
                }
                if folderEntry.kind == .folder, ignoredFolders.contains(entry) { continue }
                var status = stat()
                guard stat(path, &status) == 0 else {
                    // A broken link or a file removed meanwhile; only a Swift name is worth a word.
                    if entry.hasSuffix(".swift") { report(path, reason: Self.missingTarget(path, errno)) }
                    continue
                }
                if status.st_mode & S_IFMT == S_IFDIR {
                    if ignoredFolders.contains(entry) { continue }
                    switch FileDiscovery.entries(of: path) {
                    case .success(let inner): visit(path, status: status, entries: inner)
                    case .failure(let failure): report(path, reason: "cannot list the folder: \(failure.reason)")
                    }
                } else if entry.hasSuffix(".swift") {
                    // Pipes, devices and sockets are refused, with the reason, when they are read.
                    add(path)
                }
            }
        }

        private mutating func report(_ path: String, reason: String) {
            problems.append(FileProblem(file: FileDiscovery.relative(path, to: root), reason: .unreadable, detail: reason))
        }

        private static func missingTarget(_ path: String, _ code: Int32) -> String {
            var link = stat()
            if code == ENOENT, lstat(path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                return "a symbolic link to something that does not exist"
            }
            return RegularFileReader.errorText(code)
        }
    }

    public static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

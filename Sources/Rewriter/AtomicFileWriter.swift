import Foundation

public enum FileWriteError: Error, CustomStringConvertible, Equatable {
    case changedOnDisk(String)
    case cannotWrite(String, String)

    public var description: String {
        switch self {
        case .changedOnDisk(let path): return "\(path) changed on disk since it was read; not written"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        }
    }
}

/// Writes a file so that a reader sees either the old or the new text, never a mix: the new
/// text goes to a temporary file in the same folder, which then replaces the original by
/// rename. The original's permissions are kept, and nothing is written if the file no
/// longer holds the text the fixes were computed from.
public enum AtomicFileWriter {
    public static func write(_ bytes: [UInt8], to path: String, expecting original: [UInt8]) throws {
        let manager = FileManager.default
        guard let current = manager.contents(atPath: path), Array(current) == original else {
            throw FileWriteError.changedOnDisk(path)
        }
        let attributes = try? manager.attributesOfItem(atPath: path)
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".\(name).streamlint-\(UUID().uuidString)")
        guard manager.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw FileWriteError.cannotWrite(path, "cannot create a temporary file in \(folder)")
        }
        do {
            if let permissions = attributes?[.posixPermissions] {
                try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary)
            }
            guard rename(temporary, path) == 0 else {
                throw FileWriteError.cannotWrite(path, String(cString: strerror(errno)))
            }
        } catch {
            try? manager.removeItem(atPath: temporary)
            throw error
        }
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum FileWriteError: Error, CustomStringConvertible, Equatable {
    case changedOnDisk(String)
    case cannotWrite(String, String)
    /// Another program holds the file open for writing, so it may change at any moment.
    case openForWriting(String)
    /// Another program wrote to the file, or began to, between the last check and the rename.
    /// `restored` says whether its version was put back in place of the fixed text.
    case changedWhileWriting(String, restored: Bool)

    public var description: String {
        switch self {
        case .changedOnDisk(let path): return "\(path) changed on disk since it was read; not written"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .openForWriting(let path): return "\(path) is open for writing in another program; not written"
        case .changedWhileWriting(let path, restored: true):
            return "\(path) was changed by another program while it was being written; that version was put back "
                + "and the fixes were not applied"
        case .changedWhileWriting(let path, restored: false):
            return "\(path) was changed by another program while it was being written, and the file system cannot "
                + "keep a second name for the replaced copy; that program's last change may be lost"
        }
    }
}

/// Writes a file so that a reader sees either the old or the new text, never a mix: the new
/// text goes to a temporary file in the same folder, which then replaces the original by
/// rename. A symbolic link is written through: the file it names is replaced and the link
/// stays. The original's permissions and owner are kept, and nothing is written if the file no
/// longer holds the text the fixes were computed from.
///
/// Another program may write to the file at any time, and a rename cannot be made conditional
/// on the file being unchanged. So the file is checked (size, modification time and content)
/// right before the rename and again after it, through a descriptor that still reads the
/// replaced copy; a second name (a hard link) for that copy lets the other program's version be
/// put back when the second check finds a change. On Linux a read lease makes every open for
/// writing during the check and the rename wait until it is released, and tells that one is
/// waiting, so a writer that opens, writes and closes cannot slip between check and rename.
public enum AtomicFileWriter {
    public static func write(_ bytes: [UInt8], to path: String, expecting original: [UInt8]) throws {
        guard let target = realLocation(of: path) else {
            throw FileWriteError.cannotWrite(path, errorText(errno))
        }
        let replaced = try ReplacedFile(opening: target, for: path)
        defer { replaced.close() }
        guard replaced.holds(original) else { throw FileWriteError.changedOnDisk(path) }

        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = folder + "/.\(name).streamlint-\(UUID().uuidString)"
        try writeTemporaryFile(bytes, at: temporary, like: replaced.status, for: path)
        var renamed = false
        defer { if !renamed { unlink(temporary) } }

        let lease = WriteLease(on: replaced.descriptor)
        defer { lease.release() }
        if lease.isRefused { throw FileWriteError.openForWriting(path) }
        guard lease.nobodyWaits, replaced.isStillAtItsName(target), replaced.holds(original) else {
            throw FileWriteError.changedOnDisk(path)
        }
        let backup = folder + "/.\(name).streamlint-original-\(UUID().uuidString)"
        let hasBackup = link(target, backup) == 0
        defer { if hasBackup { unlink(backup) } }

        guard rename(temporary, target) == 0 else {
            throw FileWriteError.cannotWrite(path, errorText(errno))
        }
        renamed = true
        // The replaced copy must be as it was checked, and no program may be waiting to open it:
        // whatever it writes there would be lost with that copy. An open that looked the path up
        // before the rename reaches the lease a moment later, so the lease is held that moment
        // longer and the copy checked again: such a writer then waits, and is seen.
        for pause in [0, Self.lateOpenPause] {
            if pause > 0 { usleep(pause) }
            if !lease.nobodyWaits || !replaced.holds(original) {
                let restored = hasBackup && rename(backup, target) == 0
                throw FileWriteError.changedWhileWriting(path, restored: restored)
            }
        }
    }

    /// Microseconds an open already under way is given to reach the lease.
    private static let lateOpenPause: UInt32 = 2_000

    /// Where `path` lands once every symbolic link on the way is followed, when that is
    /// outside `tree` (itself resolved the same way); nil when it stays inside.
    public static func linkedLocation(of path: String, outside tree: String) -> String? {
        guard let real = realLocation(of: path), let realTree = realLocation(of: tree) else { return nil }
        let prefix = realTree.hasSuffix("/") ? realTree : realTree + "/"
        return real.hasPrefix(prefix) ? nil : real
    }

    static func realLocation(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The new text in a file only this process knows the name of, with the original's owner
    /// and mode (owner first: changing it clears set-user-ID bits), on disk before the rename.
    private static func writeTemporaryFile(_ bytes: [UInt8], at temporary: String, like original: stat, for path: String) throws {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FileWriteError.cannotWrite(path, "cannot create a temporary file beside it: \(errorText(errno))")
        }
        var problem: String?
        var written = 0
        while problem == nil, written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in writeSome(descriptor, buffer.baseAddress! + written, bytes.count - written) }
            if count < 0, errno != EINTR { problem = errorText(errno) }
            if count > 0 { written += count }
        }
        if problem == nil, fchown(descriptor, original.st_uid, original.st_gid) != 0 {
            problem = "cannot give the new text the file's owner: \(errorText(errno))"
        }
        if problem == nil, fchmod(descriptor, original.st_mode & 0o7777) != 0 {
            problem = "cannot give the new text the file's permissions: \(errorText(errno))"
        }
        if problem == nil, fsync(descriptor) != 0 { problem = errorText(errno) }
        closeDescriptor(descriptor)
        if let problem {
            unlink(temporary)
            throw FileWriteError.cannotWrite(path, problem)
        }
    }
}

/// The file about to be replaced, open for reading so that it can be checked before the rename
/// and after it, when it has no name left but this descriptor (and the backup link).
private struct ReplacedFile {
    let descriptor: Int32
    let status: stat

    init(opening target: String, for path: String) throws {
        descriptor = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileWriteError.cannotWrite(path, errorText(errno)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            closeDescriptor(descriptor)
            throw FileWriteError.cannotWrite(path, "not a regular file")
        }
        // A rename gives the path a new file; the file's other names would keep the old text.
        guard status.st_nlink == 1 else {
            closeDescriptor(descriptor)
            throw FileWriteError.cannotWrite(path, "it has \(status.st_nlink) hard links, which a rewrite would separate")
        }
        self.status = status
    }

    /// Same size, same modification time, same bytes as `original`.
    func holds(_ original: [UInt8]) -> Bool {
        var now = stat()
        guard fstat(descriptor, &now) == 0, now.st_size == status.st_size, Int(now.st_size) == original.count,
              modificationTime(now) == modificationTime(status)
        else { return false }
        var bytes = [UInt8](repeating: 0, count: original.count + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + count, buffer.count - count, off_t(count))
            }
            if got < 0, errno == EINTR { continue }
            if got <= 0 { break }
            count += got
        }
        return count == original.count && bytes.prefix(count).elementsEqual(original)
    }

    /// Whether `target` still names this file (not one another program renamed into place).
    func isStillAtItsName(_ target: String) -> Bool {
        var named = stat()
        return stat(target, &named) == 0 && named.st_dev == status.st_dev && named.st_ino == status.st_ino
    }

    func close() { closeDescriptor(descriptor) }

    private func modificationTime(_ status: stat) -> [Int] {
        #if os(Linux)
        return [Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec)]
        #else
        return [Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec)]
        #endif
    }
}

/// A read lease (Linux): while it is held, another program's open for writing waits (up to
/// `/proc/sys/fs/lease-break-time`) and the lease reports that it is being broken. It cannot be
/// taken while the file is open for writing anywhere. Elsewhere, or where the file system or
/// the file's owner does not allow it, there is no lease and only the content checks apply.
private struct WriteLease {
    private let descriptor: Int32
    private let isHeld: Bool
    /// The file is open for writing in another program right now.
    let isRefused: Bool

    #if os(Linux)
    // From <fcntl.h>, behind _GNU_SOURCE, which the Glibc module does not define.
    private static let setSignal: Int32 = 10
    private static let setLease: Int32 = 1024
    private static let getLease: Int32 = 1025
    #endif

    init(on descriptor: Int32) {
        self.descriptor = descriptor
        #if os(Linux)
        // The kernel signals the lease holder when someone waits; SIGIO, its default signal,
        // would end the process, while SIGURG is ignored unless a handler is installed.
        _ = fcntl(descriptor, Self.setSignal, SIGURG)
        let taken = fcntl(descriptor, Self.setLease, Int32(F_RDLCK)) == 0
        isHeld = taken
        isRefused = !taken && errno == EAGAIN
        #else
        isHeld = false
        isRefused = false
        #endif
    }

    /// No program has started to open the file for writing since the lease was taken.
    var nobodyWaits: Bool {
        #if os(Linux)
        return !isHeld || fcntl(descriptor, Self.getLease) == Int32(F_RDLCK)
        #else
        return true
        #endif
    }

    func release() {
        #if os(Linux)
        if isHeld { _ = fcntl(descriptor, Self.setLease, Int32(F_UNLCK)) }
        #endif
    }
}

private func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

// The types above have members named `write` and `close`, which hide the system calls.
private func writeSome(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func closeDescriptor(_ descriptor: Int32) { close(descriptor) }

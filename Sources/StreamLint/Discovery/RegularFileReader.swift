#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads regular files and nothing else. A `.swift` name can belong to a named pipe (opening
/// it for reading would wait forever for a writer) or a link to `/dev/zero` (reading it never
/// ends), so the file is opened without blocking, its type is checked on the open descriptor
/// (not on the path, which may change in between), and at most one byte past the limit is read.
public enum RegularFileReader {
    public enum Failure: Error, Equatable {
        /// `open` failed, or the path names something that is not a regular file; the text
        /// says why ("Permission denied", "is a named pipe (FIFO), not a regular file").
        case unreadable(String)
        /// Holds this many bytes, more than the limit.
        case tooLarge(Int)
    }

    public static func contents(of path: String, limit: Int) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(openFailure(path, errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(errorText(errno))) }
        guard isRegular(status.st_mode) else { return .failure(.unreadable(notRegular(status.st_mode))) }
        if Int(status.st_size) > limit { return .failure(.tooLarge(Int(status.st_size))) }
        // The size is only a hint: the file may grow while it is read. The buffer starts at the
        // size (not the limit, which would zero 4 MiB for every small file) and grows as needed.
        var bytes = [UInt8](repeating: 0, count: min(limit, max(Int(status.st_size), 0)) + 1)
        var count = 0
        while count <= limit {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit + 1 - bytes.count))) }
            let room = bytes.count - count
            let got = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, room)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errorText(errno)))
            }
            if got == 0 { break }
            count += got
        }
        if count > limit {
            // It grew while it was read; its size now is the best figure to report.
            let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), count) : count
            return .failure(.tooLarge(size))
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// Whether `path` can be opened for reading as a regular file, and if not, why not.
    public static func checkReadable(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return openFailure(path, errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return errorText(errno) }
        return isRegular(status.st_mode) ? nil : notRegular(status.st_mode)
    }

    static func isRegular(_ mode: mode_t) -> Bool { mode & S_IFMT == S_IFREG }

    static func notRegular(_ mode: mode_t) -> String {
        "\(kind(of: mode)), not a regular file"
    }

    static func kind(of mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "is a named pipe (FIFO)"
        case S_IFCHR: return "is a character device"
        case S_IFBLK: return "is a block device"
        case S_IFSOCK: return "is a socket"
        case S_IFDIR: return "is a folder"
        default: return "is not a regular file"
        }
    }

    /// Opening a socket fails (ENXIO) with a message that does not say it is one.
    private static func openFailure(_ path: String, _ code: Int32) -> String {
        var status = stat()
        if stat(path, &status) == 0, !isRegular(status.st_mode), status.st_mode & S_IFMT != S_IFDIR {
            return notRegular(status.st_mode)
        }
        return errorText(code)
    }

    static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A regular file's size and modification time: when both are what the cache saw, the file is
/// taken as unchanged without reading it (as git and make do). A stamp too close to the time the
/// cache was written proves nothing, because a second write within the clock's resolution leaves
/// the same time behind; such files are read and hashed instead.
struct FileStamp: Equatable, Sendable {
    var size: UInt64
    var seconds: Int64
    var nanoseconds: Int64

    /// Nil for anything but a regular file that exists.
    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        size = UInt64(max(status.st_size, 0))
        #if canImport(Darwin)
        seconds = Int64(status.st_mtimespec.tv_sec)
        nanoseconds = Int64(status.st_mtimespec.tv_nsec)
        #else
        seconds = Int64(status.st_mtim.tv_sec)
        nanoseconds = Int64(status.st_mtim.tv_nsec)
        #endif
    }

    init(size: UInt64, seconds: Int64, nanoseconds: Int64) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// Whether the file was last changed clearly before `time` (seconds since 1970).
    func isSettled(before time: Int64) -> Bool {
        seconds + 2 < time
    }
}

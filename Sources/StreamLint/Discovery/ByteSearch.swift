#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding one short byte string in a file's bytes, fast: `memchr` jumps to each occurrence
/// of the first byte, then the rest is compared.
public enum ByteSearch {
    public static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        contains(bytes, needle, in: 0..<bytes.count)
    }

    /// The same within `range` of `bytes`.
    public static func contains(_ bytes: [UInt8], _ needle: String, in range: Range<Int>) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        return bytes.withUnsafeBufferPointer { whole -> Bool in
            let buffer = UnsafeBufferPointer(rebasing: whole[range.clamped(to: 0..<whole.count)])
            guard let base = buffer.baseAddress else { return false }
            var offset = 0
            while offset + pattern.count <= buffer.count {
                guard let hit = memchr(base + offset, Int32(first), buffer.count - offset) else { return false }
                let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                guard index + pattern.count <= buffer.count else { return false }
                if memcmp(base + index, pattern, pattern.count) == 0 { return true }
                offset = index + 1
            }
            return false
        }
    }
}

/// Decides, without parsing, that a file cannot hold reactive code: none of the words that
/// every pipeline, reactive declaration, feed or virtual-time test must spell appears in it.
/// Such files are only parsed later if the module index asks for a name they contain.
public struct ReactivePrefilter: Sendable {
    private let needlesByFirstByte: [[[UInt8]]]

    public static let standard = ReactivePrefilter(needles: ReactiveVocabulary.prefilterNeedles)

    public init(needles: [String]) {
        var table = Array(repeating: [[UInt8]](), count: 256)
        for needle in needles where !needle.isEmpty {
            let bytes = Array(needle.utf8)
            table[Int(bytes[0])].append(bytes)
        }
        needlesByFirstByte = table
    }

    public func matches(_ bytes: [UInt8]) -> Bool {
        matches(bytes, in: 0..<bytes.count)
    }

    /// Whether a needle starts inside `range` (it may run past its end).
    public func matches(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = max(0, range.lowerBound)
            let end = min(count, range.upperBound)
            while index < end {
                let candidates = needlesByFirstByte[Int(buffer[index])]
                if !candidates.isEmpty {
                    for needle in candidates where index + needle.count <= count {
                        var offset = 1
                        while offset < needle.count, buffer[index + offset] == needle[offset] { offset += 1 }
                        if offset == needle.count { return true }
                    }
                }
                index += 1
            }
            return false
        }
    }
}

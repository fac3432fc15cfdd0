/// Decides, without parsing, that a file cannot hold reactive code: none of the words that
/// every pipeline, reactive declaration, feed or virtual-time test must spell appears in it.
/// Such files are only parsed later if the module index asks for a name they contain.
public struct ReactivePrefilter: Sendable {
    /// Needles by their first two bytes (`first << 8 | second`); most byte pairs start none,
    /// so the scan touches the needle lists rarely.
    private let needlesByPrefix: [UInt16: [[UInt8]]]
    private let startsNeedle: [Bool]
    private let singleByteNeedles: Set<UInt8>

    public static let standard = ReactivePrefilter(needles: ReactiveVocabulary.prefilterNeedles)

    public init(needles: [String]) {
        var table: [UInt16: [[UInt8]]] = [:]
        var starts = Array(repeating: false, count: 65536)
        var singles: Set<UInt8> = []
        for needle in needles where !needle.isEmpty {
            let bytes = Array(needle.utf8)
            guard bytes.count > 1 else {
                singles.insert(bytes[0])
                continue
            }
            let prefix = UInt16(bytes[0]) << 8 | UInt16(bytes[1])
            table[prefix, default: []].append(bytes)
            starts[Int(prefix)] = true
        }
        needlesByPrefix = table
        startsNeedle = starts
        singleByteNeedles = singles
    }

    public func matches(_ bytes: [UInt8]) -> Bool {
        matches(bytes, in: 0..<bytes.count)
    }

    /// Whether a needle starts inside `range` (it may run past its end).
    public func matches(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            let end = min(count, range.upperBound)
            var index = max(0, range.lowerBound)
            startsNeedle.withUnsafeBufferPointer { starts in
                while index < end {
                    let first = buffer[index]
                    if singleByteNeedles.contains(first) { return }
                    if index + 1 < count {
                        let prefix = Int(first) << 8 | Int(buffer[index + 1])
                        if starts[prefix], let candidates = needlesByPrefix[UInt16(prefix)] {
                            for needle in candidates where index + needle.count <= count {
                                var offset = 2
                                while offset < needle.count, buffer[index + offset] == needle[offset] { offset += 1 }
                                if offset == needle.count { return }
                            }
                        }
                    }
                    index += 1
                }
            }
            return index < end
        }
    }
}

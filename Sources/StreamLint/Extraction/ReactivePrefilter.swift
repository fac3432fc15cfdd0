/// Decides, without parsing, that a file cannot hold reactive code: none of the words that
/// every pipeline, reactive declaration, feed or virtual-time test must spell appears in it.
/// Such files are only parsed later if the module index asks for a name they contain.
package struct ReactivePrefilter: Sendable {
    /// Needles by their first two bytes (`first << 8 | second`); a one-byte needle is listed
    /// under every pair it starts. Most pairs start none, so the scan rarely looks further.
    private let needlesByPrefix: [UInt16: [[UInt8]]]
    private let startsNeedle: [Bool]

    /// Reactive words, plus the marker of suppression comments: a file with a directive is
    /// parsed too, so that a directive naming an unknown rule is reported wherever it is.
    package static let standard = ReactivePrefilter(needles: ReactiveVocabulary.prefilterNeedles + [SuppressionComment.marker])

    package init(needles: [String]) {
        var table: [UInt16: [[UInt8]]] = [:]
        var starts = Array(repeating: false, count: 65536)
        for needle in needles where !needle.isEmpty {
            let bytes = Array(needle.utf8)
            let seconds: [UInt8] = bytes.count > 1 ? [bytes[1]] : Array(0...255)
            for second in seconds {
                let prefix = UInt16(bytes[0]) << 8 | UInt16(second)
                table[prefix, default: []].append(bytes)
                starts[Int(prefix)] = true
            }
        }
        needlesByPrefix = table
        startsNeedle = starts
    }

    package func matches(_ bytes: [UInt8]) -> Bool {
        matches(bytes, in: 0..<bytes.count)
    }

    /// Whether a needle starts inside `range` (it may run past its end). A needle of one byte
    /// is not found in the file's last byte; no needle is that short in practice.
    package func matches(_ bytes: [UInt8], in range: Range<Int>) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            startsNeedle.withUnsafeBufferPointer { starts in
                let count = buffer.count
                let end = min(count - 1, range.upperBound)
                var index = max(0, range.lowerBound)
                while index < end {
                    let prefix = Int(buffer[index]) << 8 | Int(buffer[index + 1])
                    if starts[prefix], let candidates = needlesByPrefix[UInt16(prefix)] {
                        for needle in candidates where index + needle.count <= count {
                            var offset = min(2, needle.count)
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
}

/// Decides, without parsing, that a file cannot hold reactive code: none of the words that
/// every pipeline, reactive declaration, feed or virtual-time test must spell appears in it.
/// Such files are only parsed later if the module index asks for a name they contain.
package struct ReactivePrefilter: Sendable {
    /// Needles by their first two bytes (`first << 8 | second`); a one-byte needle is listed
    /// under every pair it starts. Most pairs start none, so the scan rarely looks further.
    /// Indexed by a needle's first two bytes; most entries are empty. An array, not a
    /// dictionary: `.` followed by a letter starts a bucket at most member accesses of a file,
    /// and hashing each of them cost as much as the comparisons.
    private let needlesByPrefix: [[Needle]]
    /// Whether a bucket holds anything, read first so that most bytes touch no array.
    private let startsNeedle: [Bool]

    /// A member found by its name after a dot, only where the name ends (`.share` is not in
    /// `.shared`) and, when it must be called, where a `(` or `{` follows it.
    package struct Member: Sendable {
        package var name: String
        package var mustBeCalled: Bool

        package init(name: String, mustBeCalled: Bool) {
            self.name = name
            self.mustBeCalled = mustBeCalled
        }
    }

    private struct Needle: Sendable {
        var bytes: [UInt8]
        var endsWord = false
        var mustBeCalled = false
    }

    /// Reactive words, plus the marker of suppression comments: a file with a directive is
    /// parsed too, so that a directive naming an unknown rule is reported wherever it is.
    package static let standard = ReactivePrefilter(
        needles: ReactiveVocabulary.prefilterNeedles + [SuppressionComment.marker],
        members: ReactiveVocabulary.prefilterMembers)

    /// Where a Task may start or a method hop to main (see `ReactiveVocabulary.taskStartNeedles`
    /// and `mainHopNeedles`): a skipped method holding one has its own statements looked at,
    /// not walked.
    package static let taskOrMainHopStarts = ReactivePrefilter(
        needles: ReactiveVocabulary.taskStartNeedles + ReactiveVocabulary.mainHopNeedles)

    /// Where a call site may be (see `CallSiteCollector`): a call without arguments, a selector.
    package static let callSites = ReactivePrefilter(needles: ["()", "#selector("])

    /// What makes a member of a parsed file worth walking: the file's words, a hop off the
    /// main thread, where an `@Published` property set inside delivers (see
    /// `ReactiveVocabulary.backgroundHopNeedles`), and a source given as an implicit member.
    package static let members = ReactivePrefilter(
        needles: ReactiveVocabulary.prefilterNeedles + ReactiveVocabulary.backgroundHopNeedles + ReactiveVocabulary.implicitSourceNeedles
            + [SuppressionComment.marker],
        members: ReactiveVocabulary.prefilterMembers)

    /// `needles` are found anywhere, `members` as `Member` says.
    package init(needles: [String], members: [Member] = []) {
        var table = Array(repeating: [Needle](), count: 65536)
        var starts = Array(repeating: false, count: 65536)
        let all = needles.map { Needle(bytes: Array($0.utf8)) }
            + members.map { Needle(bytes: Array(".\($0.name)".utf8), endsWord: true, mustBeCalled: $0.mustBeCalled) }
        for needle in all where !needle.bytes.isEmpty {
            let bytes = needle.bytes
            let seconds: [UInt8] = bytes.count > 1 ? [bytes[1]] : Array(0...255)
            for second in seconds {
                let prefix = UInt16(bytes[0]) << 8 | UInt16(second)
                table[Int(prefix)].append(needle)
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
        var found = false
        forEachMatch(in: bytes, range: range) { _ in
            found = true
            return false
        }
        return found
    }

    /// Every position where a needle starts, in order: one pass over a file answers
    /// `matches(_:in:)` for all the ranges a walk asks about (`MatchStarts.contains`).
    package func matchStarts(_ bytes: [UInt8]) -> MatchStarts {
        var starts: [Int] = []
        forEachMatch(in: bytes, range: 0..<bytes.count) { index in
            starts.append(index)
            return true
        }
        return MatchStarts(positions: starts)
    }

    /// Calls `body` with each position inside `range` where a needle starts, while it returns true.
    @inline(__always)
    private func forEachMatch(in bytes: [UInt8], range: Range<Int>, _ body: (Int) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            startsNeedle.withUnsafeBufferPointer { starts in
                let count = buffer.count
                let end = min(count - 1, range.upperBound)
                var index = max(0, range.lowerBound)
                while index < end {
                    let prefix = Int(buffer[index]) << 8 | Int(buffer[index + 1])
                    if starts[prefix] {
                        for needle in needlesByPrefix[prefix] where index + needle.bytes.count <= count {
                            let length = needle.bytes.count
                            var offset = min(2, length)
                            while offset < length, buffer[index + offset] == needle.bytes[offset] { offset += 1 }
                            guard offset == length else { continue }
                            let isMatch = !needle.endsWord
                                || (needle.mustBeCalled
                                    ? Self.isCalled(buffer, after: index + length)
                                    : index + length == count || !Self.continuesIdentifier(buffer[index + length]))
                            guard isMatch else { continue }
                            if !body(index) { return }
                            break
                        }
                    }
                    index += 1
                }
            }
        }
    }

    /// Letters, digits, `_` and every byte of a non-ASCII character, which Swift allows in
    /// identifiers.
    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), 0x80...0xFF:
            true
        default: false
        }
    }

    /// Whether `(` or `{` follows `end`, after spaces and line breaks (a trailing closure may
    /// open on the next line).
    private static func isCalled(_ buffer: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        var index = end
        while index < buffer.count {
            switch buffer[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "("), UInt8(ascii: "{"): return true
            default: return false
            }
        }
        return false
    }
}

/// The sorted positions where the prefilter's needles start in one file.
package struct MatchStarts: Sendable {
    let positions: [Int]

    /// Whether a needle starts inside `range`, as `ReactivePrefilter.matches(_:in:)` answers.
    package func contains(startingIn range: Range<Int>) -> Bool {
        var low = 0
        var high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] < range.upperBound
    }
}

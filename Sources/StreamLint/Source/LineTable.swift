#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line starts of one file, built from its bytes in one pass, to turn UTF-8 offsets into
/// 1-based lines and columns. Cheaper than SwiftSyntax's `SourceLocationConverter`, which walks
/// the whole tree to find line breaks.
///
/// A column is counted in two units: UTF-8 bytes, as compilers print them (text, JSON, GitHub
/// annotations), and UTF-16 code units, the unit SARIF states and GitHub and editors highlight
/// in. They differ only after non-ASCII text on the same line: `"日本語🎉"` is 13 bytes and 5
/// code units.
public struct LineTable: Sendable {
    private let lineStarts: [Int]
    private let bytes: [UInt8]

    /// The byte at a UTF-8 offset, nil past the end.
    public func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }
    /// Most files are ASCII, where both units agree and no line is counted again.
    private let isASCII: Bool

    public init(_ bytes: [UInt8]) {
        (lineStarts, isASCII) = bytes.withUnsafeBufferPointer(Self.scan)
        self.bytes = bytes
    }

    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> (starts: [Int], isASCII: Bool) {
        var starts = [0]
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return (starts, true) }
        starts.reserveCapacity(buffer.count / 32)
        let lineFeed = Int32(UInt8(ascii: "\n"))
        // Every file is read and most have no CR: `memchr` finds each LF without a Swift loop
        // over every byte.
        if memchr(base, Int32(UInt8(ascii: "\r")), buffer.count) == nil {
            var offset = 0
            while offset < buffer.count, let hit = memchr(base + offset, lineFeed, buffer.count - offset) {
                offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
                starts.append(offset)
            }
            return (starts, isASCII(buffer))
        }
        for index in 0..<buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(index + 1)
            } else if byte == UInt8(ascii: "\r"), index + 1 == buffer.count || buffer[index + 1] != UInt8(ascii: "\n") {
                starts.append(index + 1)
            }
        }
        return (starts, isASCII(buffer))
    }

    /// Eight bytes at a time: a file is ASCII when no byte has its high bit set.
    private static func isASCII(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(buffer)
        var highBits: UInt64 = 0
        var offset = 0
        while offset + 8 <= raw.count {
            highBits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < raw.count {
            highBits |= UInt64(raw[offset])
            offset += 1
        }
        return highBits & 0x8080_8080_8080_8080 == 0
    }

    public var lineCount: Int { lineStarts.count }

    /// Bytes in the longest line, without its line break.
    public var longestLineLength: Int {
        zip(lineStarts, lineStarts.dropFirst() + [bytes.count]).map { start, end in
            var length = end - start
            while length > 0, bytes[start + length - 1] == UInt8(ascii: "\n") || bytes[start + length - 1] == UInt8(ascii: "\r") {
                length -= 1
            }
            return length
        }.max() ?? 0
    }

    /// The line and UTF-8 column of an offset.
    public func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        let line = lineIndex(ofOffset: offset)
        return (line + 1, offset - lineStarts[line] + 1)
    }

    /// The span between two offsets, with both column units.
    public func span(from startOffset: Int, to endOffset: Int) -> SourceSpan {
        let startLine = lineIndex(ofOffset: startOffset)
        let endLine = lineIndex(ofOffset: endOffset)
        return SourceSpan(
            line: startLine + 1, column: startOffset - lineStarts[startLine] + 1,
            endLine: endLine + 1, endColumn: endOffset - lineStarts[endLine] + 1,
            startOffset: startOffset, endOffset: endOffset,
            utf16Column: utf16Column(ofOffset: startOffset, lineStart: lineStarts[startLine]),
            utf16EndColumn: utf16Column(ofOffset: endOffset, lineStart: lineStarts[endLine]))
    }

    private func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// UTF-16 code units from the line start to the offset, plus one: every byte that starts a
    /// scalar counts one unit, and a 4-byte scalar (outside the Basic Multilingual Plane, as
    /// most emoji) counts two, a surrogate pair.
    private func utf16Column(ofOffset offset: Int, lineStart: Int) -> Int {
        guard !isASCII else { return offset - lineStart + 1 }
        var units = 0
        for byte in bytes[lineStart..<min(offset, bytes.count)] where byte & 0xC0 != 0x80 {
            units += byte >= 0xF0 ? 2 : 1
        }
        return units + 1
    }
}

import SwiftParser
import SwiftSyntax

/// One file as it was read, carried through every stage: its bytes, a hash of them, and the one
/// line table that every line and column comes from. A rewrite is built from these bytes and
/// written only if the file on disk still holds them.
public struct SourceFile: Sendable {
    public let reference: SourceFileReference
    public let bytes: [UInt8]
    public let contentHash: ContentHash
    public let lines: LineTable

    public init(reference: SourceFileReference, bytes: [UInt8]) {
        self.reference = reference
        self.bytes = bytes
        self.contentHash = ContentHash(bytes)
        self.lines = LineTable(bytes)
    }

    public var displayPath: String { reference.displayPath }

    /// Lines as editors number them: a final line break does not start another line, and an
    /// empty file has none. CR, LF and CRLF each end one line.
    public var lineCount: Int {
        guard let last = bytes.last else { return 0 }
        return last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") ? lines.lineCount - 1 : lines.lineCount
    }
}

/// FNV-1a (64 bit) of a file's bytes: cheap, and enough to tell "the text we read" from "the
/// text there now"; the writer still compares bytes before it replaces a file.
public struct ContentHash: Sendable, Hashable, CustomStringConvertible {
    public let value: UInt64

    public init(_ bytes: [UInt8]) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }

    init(value: UInt64) {
        self.value = value
    }

    public var description: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

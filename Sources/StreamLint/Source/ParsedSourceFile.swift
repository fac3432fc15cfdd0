import SwiftSyntax

/// A file with its syntax tree, kept from the scan for files that a fixable rule may rewrite:
/// rules find the nodes a finding points to by byte offset.
public struct ParsedSourceFile: Sendable {
    public let source: SourceFile
    public let tree: SourceFileSyntax

    public init(source: SourceFile, tree: SourceFileSyntax) {
        self.source = source
        self.tree = tree
    }

    /// Parses text given in a test or an example.
    public init(path: String, bytes: [UInt8]) {
        let source = SourceFile(reference: SourceFileReference(absolutePath: path, displayPath: path), bytes: bytes)
        self.init(source: source, tree: SourceReader().parse(source))
    }

    public var path: String { source.displayPath }
    public var bytes: [UInt8] { source.bytes }

    /// The token starting at `offset` (a finding's span start).
    public func token(at offset: Int) -> TokenSyntax? {
        guard let token = tree.token(at: AbsolutePosition(utf8Offset: offset)),
              token.positionAfterSkippingLeadingTrivia.utf8Offset == offset
        else { return nil }
        return token
    }

    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The whitespace that starts the line holding `offset`.
    public func indentation(ofLineContaining offset: Int) -> String {
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        return text(start..<end)
    }
}

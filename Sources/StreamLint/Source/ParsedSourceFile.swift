import Foundation
import SwiftSyntax

/// A file with its syntax tree, kept from the scan for files that a fixable rule may rewrite:
/// rules find the nodes a finding points to by byte offset.
public struct ParsedSourceFile: Sendable {
    public let source: SourceFile
    public let tree: SourceFileSyntax
    private let tokens: TokenIndex

    public init(source: SourceFile, tree: SourceFileSyntax) {
        self.source = source
        self.tree = tree
        self.tokens = TokenIndex(tree)
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
        guard let token = tokens.token(covering: offset), token.positionAfterSkippingLeadingTrivia.utf8Offset == offset
        else { return nil }
        return token
    }

    /// The token whose text or trivia holds `offset`.
    public func token(covering offset: Int) -> TokenSyntax? {
        tokens.token(covering: offset)
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

/// Tokens by position, built on first use. `SyntaxProtocol.token(at:)` scans each node's
/// children in turn, so finding the tokens of thousands of findings in one long block took time
/// in proportion to the square of the block; a binary search over one sorted list does not.
private final class TokenIndex: @unchecked Sendable {
    private let tree: SourceFileSyntax
    private let lock = NSLock()
    private var built: (starts: [Int], tokens: [TokenSyntax])?

    init(_ tree: SourceFileSyntax) {
        self.tree = tree
    }

    func token(covering offset: Int) -> TokenSyntax? {
        let (starts, tokens) = index()
        // The last token starting (with its leading trivia) at or before `offset`.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0, offset < tokens[low - 1].endPosition.utf8Offset else { return nil }
        return tokens[low - 1]
    }

    private func index() -> (starts: [Int], tokens: [TokenSyntax]) {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let tokens = Array(tree.tokens(viewMode: .sourceAccurate))
        let made = (tokens.map(\.position.utf8Offset), tokens)
        built = made
        return made
    }
}

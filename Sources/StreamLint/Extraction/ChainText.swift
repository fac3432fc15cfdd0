import SwiftSyntax

/// Text of expressions for display and for fingerprints.
enum ChainText {
    /// The expression as written, on one line, shortened for display.
    static func short(_ node: some SyntaxProtocol, limit: Int = 120) -> String {
        let text = normalized(node, keepingSpaces: true)
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// Tokens joined without comments or line breaks. With `keepingSpaces`, runs of whitespace
    /// between tokens become one space; without it they are dropped, which makes the text
    /// stable under reformatting.
    static func normalized(_ node: some SyntaxProtocol, keepingSpaces: Bool = false) -> String {
        var result = ""
        var first = true
        for token in node.tokens(viewMode: .sourceAccurate) {
            if keepingSpaces, !first,
               token.leadingTrivia.contains(where: \.isSpaceOrNewline)
                || token.previousToken(viewMode: .sourceAccurate)?.trailingTrivia.contains(where: \.isSpaceOrNewline) == true
            {
                result += " "
            }
            result += token.text
            first = false
        }
        return result
    }
}

extension TriviaPiece {
    var isSpaceOrNewline: Bool {
        switch self {
        case .spaces, .tabs, .newlines, .carriageReturns, .carriageReturnLineFeeds: return true
        default: return false
        }
    }
}

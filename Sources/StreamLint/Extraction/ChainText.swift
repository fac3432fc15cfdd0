import SwiftSyntax

/// Text of expressions for display and for fingerprints.
enum ChainText {
    /// The expression as written, on one line, shortened for display.
    static func short(_ node: some SyntaxProtocol, limit: Int = 120) -> String {
        let text = joinedTokens(node, keepingSpaces: true, limit: limit + 1)
        guard text.count > limit else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }

    /// The name a call calls: `b` in `a.b(…)`, `f` in `f(…)`; nil for a closure or subscript call.
    static func calledName(of call: FunctionCallExprSyntax) -> String? {
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// Tokens joined without comments or line breaks, stable under reformatting.
    static func normalized(_ node: some SyntaxProtocol) -> String {
        joinedTokens(node, keepingSpaces: false, limit: .max)
    }

    /// With `keepingSpaces`, whitespace between tokens becomes one space. Stops once `limit`
    /// characters are collected, so long closures cost nothing when only a prefix is shown.
    private static func joinedTokens(_ node: some SyntaxProtocol, keepingSpaces: Bool, limit: Int) -> String {
        var result = ""
        var previousHadTrailingSpace = false
        for token in node.tokens(viewMode: .sourceAccurate) {
            if keepingSpaces, !result.isEmpty,
               previousHadTrailingSpace || token.leadingTrivia.contains(where: \.isSpaceOrNewline)
            {
                result += " "
            }
            result += token.text
            if result.utf8.count >= limit { break }
            previousHadTrailingSpace = token.trailingTrivia.contains(where: \.isSpaceOrNewline)
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

import SwiftSyntax

/// Reads `// streamlint:` directives from the tokens' trivia, where SwiftSyntax keeps comments:
/// text that only looks like a directive inside a string literal is never one.
enum SuppressionCollector {
    static func visit(_ token: TokenSyntax, in extractor: FactExtractor) {
        // A comment on its own line leads the token after it; one after code on the same
        // line trails the token before it.
        var offset = token.position.utf8Offset
        for piece in token.leadingTrivia {
            record(piece, at: offset, before: token, in: extractor)
            offset += piece.sourceLength.utf8Length
        }
        offset = token.endPositionBeforeTrailingTrivia.utf8Offset
        for piece in token.trailingTrivia {
            record(piece, at: offset, before: token.nextToken(viewMode: .sourceAccurate), in: extractor)
            offset += piece.sourceLength.utf8Length
        }
    }

    private static func record(
        _ piece: TriviaPiece, at offset: Int, before next: @autoclosure () -> TokenSyntax?, in extractor: FactExtractor
    ) {
        guard case .lineComment(let text) = piece, let comment = SuppressionComment(text) else { return }
        let lines = extractor.lines
        let span = lines.span(from: offset, to: offset + text.utf8.count)
        var covered = span.line...span.line
        if comment.directive == SuppressionDirective.Action.disableNext.rawValue {
            covered = next().flatMap { statementLines(startingWith: $0, lines: lines) } ?? (span.line + 1)...(span.line + 1)
        }
        extractor.facts.suppressions.append(
            SuppressionDirective(
                directive: comment.directive, ruleIDs: comment.ruleIDs, reason: comment.reason, span: span, lines: covered))
    }

    /// The lines of the statement, declaration or argument that `token` starts: a pipeline is
    /// reported on its terminal, often lines below its first token, and a declaration on its
    /// name, after any attributes.
    private static func statementLines(startingWith token: TokenSyntax, lines: LineTable) -> ClosedRange<Int>? {
        guard token.tokenKind != .endOfFile else { return nil }
        let start = token.positionAfterSkippingLeadingTrivia
        var node = Syntax(token)
        while !isStatement(node), let parent = node.parent, parent.positionAfterSkippingLeadingTrivia == start {
            node = parent
        }
        let first = lines.location(ofOffset: start.utf8Offset).line
        let last = lines.location(ofOffset: node.endPositionBeforeTrailingTrivia.utf8Offset).line
        return first...max(first, last)
    }

    /// Where the walk up from a first token stops: one element of a body, a type's members,
    /// a call's arguments or a switch's cases.
    private static func isStatement(_ node: Syntax) -> Bool {
        node.is(CodeBlockItemSyntax.self) || node.is(MemberBlockItemSyntax.self) || node.is(LabeledExprSyntax.self)
            || node.is(SwitchCaseSyntax.self)
    }
}

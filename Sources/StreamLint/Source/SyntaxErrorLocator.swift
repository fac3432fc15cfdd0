import SwiftSyntax

/// Finds a parse's errors by walking the tree once: tokens the parser had to invent (missing)
/// and runs of tokens it could not place (unexpected). swift-syntax's diagnostics generator
/// says more, but its time grows with the square of the statements on one line; on a 20 KB line
/// of broken code it took half a minute.
package final class SyntaxErrorLocator: SyntaxVisitor {
    package private(set) var count = 0
    /// Where the first error starts.
    package private(set) var firstPosition: AbsolutePosition?

    package init(_ tree: some SyntaxProtocol) {
        super.init(viewMode: .all)
        walk(tree)
    }

    override public func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
        record(node.positionAfterSkippingLeadingTrivia)
        return .skipChildren
    }

    override public func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if token.presence == .missing { record(token.positionAfterSkippingLeadingTrivia) }
        return .skipChildren
    }

    private func record(_ position: AbsolutePosition) {
        count += 1
        if firstPosition == nil { firstPosition = position }
    }
}

import SwiftSyntax

/// Finds a parse's errors by walking the tree once: tokens the parser had to invent (missing)
/// and runs of tokens it could not place (unexpected). swift-syntax's diagnostics generator
/// says more, but its time grows with the square of the statements on one line; on a 20 KB line
/// of broken code it took half a minute.
public final class SyntaxErrorLocator: SyntaxVisitor {
    public private(set) var count = 0
    /// Where the first error starts.
    public private(set) var firstPosition: AbsolutePosition?

    public init(_ tree: some SyntaxProtocol) {
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

import SwiftSyntax

/// One link of a method chain: `Just(1)` is a root, `.map { … }` and `.sink { … }` are calls,
/// `.rx` and `.producer` are members.
struct ChainSegment {
    var name: String
    /// The token a reader points to for this link (the member name, or the root's first token).
    var nameToken: TokenSyntax
    var isCall: Bool
    var arguments: LabeledExprListSyntax?
    var trailingClosure: ClosureExprSyntax?
    var additionalTrailingClosures: MultipleTrailingClosureElementListSyntax?
    /// The expression up to and including this link.
    var expression: ExprSyntax
    /// For the root only: the root expression when it is not a plain name (an array literal, a closure call).
    var isOpaqueRoot: Bool = false

    var argumentLabels: [String] {
        var labels = (arguments ?? []).map { $0.label?.text ?? "_" }
        if trailingClosure != nil { labels.append("_") }
        for closure in additionalTrailingClosures ?? [] { labels.append(closure.label.text) }
        return labels
    }

    var closures: [ClosureExprSyntax] {
        var result: [ClosureExprSyntax] = []
        for argument in arguments ?? [] {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { result.append(closure) }
        }
        if let trailingClosure { result.append(trailingClosure) }
        for closure in additionalTrailingClosures ?? [] { result.append(closure.closure) }
        return result
    }

    var firstArgument: ExprSyntax? { arguments?.first?.expression }
}

/// Turns a postfix expression into the links of its chain, root first. Optional chaining,
/// force unwraps, `try`/`await` and parentheses are looked through.
enum ChainFlattener {
    static func flatten(_ expression: ExprSyntax) -> [ChainSegment] {
        var segments: [ChainSegment] = []
        append(expression, to: &segments)
        return segments
    }

    /// True when `node` is the outermost expression of its chain, so a chain is examined once.
    static func isChainTop(_ node: ExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) == current {
                return false
            }
            if let call = parent.as(FunctionCallExprSyntax.self), Syntax(call.calledExpression) == current {
                return false
            }
            if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
               Syntax(subscriptCall.calledExpression) == current {
                return false
            }
            if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                || parent.is(PostfixOperatorExprSyntax.self)
            {
                current = parent
                continue
            }
            return true
        }
        return true
    }

    /// Whether any link of the chain is named in `names`, without building the links: most
    /// chains in a file are not pipelines, and this keeps the extraction walk cheap.
    static func spineContains(_ expression: ExprSyntax, anyOf names: Set<String>) -> Bool {
        var current: ExprSyntax? = unwrap(expression)
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                current = unwrap(call.calledExpression)
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                if names.contains(member.declName.baseName.text) { return true }
                current = member.base.map(unwrap)
            } else if let reference = node.as(DeclReferenceExprSyntax.self) {
                return names.contains(reference.baseName.text)
            } else if let generic = node.as(GenericSpecializationExprSyntax.self) {
                current = generic.expression
            } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                current = unwrap(subscriptCall.calledExpression)
            } else {
                return false
            }
        }
        return false
    }

    static func unwrap(_ expression: ExprSyntax) -> ExprSyntax {
        var current = expression
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let tryExpr = current.as(TryExprSyntax.self) {
                current = tryExpr.expression
            } else if let awaitExpr = current.as(AwaitExprSyntax.self) {
                current = awaitExpr.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                      tuple.elements.first?.label == nil, let only = tuple.elements.first
            {
                current = only.expression
            } else {
                return current
            }
        }
    }

    /// Walks from the outermost link down to the root in a loop, not by recursion: generated
    /// code can chain thousands of calls, and a stack frame per link overflowed the stack.
    private static func append(_ raw: ExprSyntax, to segments: inout [ChainSegment]) {
        var linksAboveRoot: [ChainSegment] = []
        var current = raw
        descent: while true {
            let expression = unwrap(current)
            if let call = expression.as(FunctionCallExprSyntax.self) {
                let called = unwrap(call.calledExpression)
                if let member = called.as(MemberAccessExprSyntax.self), let base = member.base {
                    linksAboveRoot.append(callSegment(call, name: member.declName.baseName))
                    current = base
                    continue descent
                }
                if let reference = called.as(DeclReferenceExprSyntax.self) {
                    segments.append(callSegment(call, name: reference.baseName))
                    break descent
                }
                if let generic = called.as(GenericSpecializationExprSyntax.self) {
                    let inner = flatten(generic.expression)
                    if inner.count > 1 {
                        segments.append(contentsOf: inner.dropLast())
                    }
                    let nameToken = inner.last?.nameToken ?? firstToken(of: generic)
                    var segment = callSegment(call, name: nameToken)
                    segment.name = inner.last?.name ?? segment.name
                    segments.append(segment)
                    break descent
                }
                var opaque = callSegment(call, name: firstToken(of: call))
                opaque.name = ""
                opaque.isOpaqueRoot = true
                segments.append(opaque)
                break descent
            }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                linksAboveRoot.append(
                    ChainSegment(
                        name: member.declName.baseName.text, nameToken: member.declName.baseName, isCall: false,
                        expression: expression
                    ))
                current = base
                continue descent
            }
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                segments.append(
                    ChainSegment(
                        name: reference.baseName.text, nameToken: reference.baseName, isCall: false,
                        expression: expression
                    ))
                break descent
            }
            if let generic = expression.as(GenericSpecializationExprSyntax.self) {
                current = generic.expression
                continue descent
            }
            if let typeExpr = expression.as(TypeExprSyntax.self) {
                let token = firstToken(of: typeExpr)
                segments.append(ChainSegment(name: token.text, nameToken: token, isCall: false, expression: expression))
                break descent
            }
            let token = firstToken(of: expression)
            segments.append(
                ChainSegment(name: "", nameToken: token, isCall: false, expression: expression, isOpaqueRoot: true))
            break descent
        }
        segments.append(contentsOf: linksAboveRoot.reversed())
    }

    /// The token a segment is named after. In a tree the parser recovered, an expression may be
    /// only a missing placeholder, which is in the tree but not in the source.
    private static func firstToken(of expression: some SyntaxProtocol) -> TokenSyntax {
        expression.firstToken(viewMode: .sourceAccurate) ?? expression.firstToken(viewMode: .all) ?? .identifier("")
    }

    private static func callSegment(_ call: FunctionCallExprSyntax, name: TokenSyntax) -> ChainSegment {
        ChainSegment(
            name: name.text, nameToken: name, isCall: true, arguments: call.arguments,
            trailingClosure: call.trailingClosure, additionalTrailingClosures: call.additionalTrailingClosures,
            expression: ExprSyntax(call)
        )
    }
}

import SwiftSyntax

/// Reads the closure of a custom producer (`SignalProducer { observer, lifetime in … }`,
/// `Observable.create { observer in … }`, `Future { promise in … }`) to tell whether it emits
/// one value — a single value-sending call, outside any loop, followed in the same block by a
/// completion — and whether it emits from a callback rather than synchronously.
enum CreateBodyAnalyzer {
    /// True when the closure's first parameter (the promise, observer or emitter) is used only
    /// inside nested closures: the value is sent later, from whatever thread runs the callback.
    static func sendsFromCallback(_ closure: ClosureExprSyntax) -> Bool? {
        let parameter = ClosureParameters.firstName(closure) ?? "$0"
        let finder = EmitterUseFinder(emitter: parameter)
        finder.walk(closure.statements)
        guard finder.usesInCallback + finder.directUses > 0 else { return nil }
        return finder.directUses == 0
    }

    private final class EmitterUseFinder: SyntaxVisitor {
        let emitter: String
        var directUses = 0
        var usesInCallback = 0
        private var closureDepth = 0

        init(emitter: String) {
            self.emitter = emitter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { closureDepth += 1; return .visitChildren }
        override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.baseName.text == emitter {
                if closureDepth > 0 { usesInCallback += 1 } else { directUses += 1 }
            }
            return .visitChildren
        }
    }

    static func emitsOnce(_ closure: ClosureExprSyntax) -> Bool {
        let finder = SendFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        guard finder.valueSends.count == 1, let send = finder.valueSends.first, !finder.sendsInLoop else { return false }
        guard let item = send.ancestor(CodeBlockItemSyntax.self),
              let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        let following = list.drop { Syntax($0) != Syntax(item) }.dropFirst()
        return following.contains { statement in
            let completions = SendFinder(viewMode: .sourceAccurate)
            completions.walk(statement)
            return completions.completes
        }
    }

    private final class SendFinder: SyntaxVisitor {
        var valueSends: [FunctionCallExprSyntax] = []
        var completes = false
        var sendsInLoop = false
        private var loopDepth = 0

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
        override func visitPost(_ node: ForStmtSyntax) { loopDepth -= 1 }
        override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
        override func visitPost(_ node: WhileStmtSyntax) { loopDepth -= 1 }
        override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
        override func visitPost(_ node: RepeatStmtSyntax) { loopDepth -= 1 }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            let name = member.declName.baseName.text
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            switch name {
            case "sendCompleted", "onCompleted":
                completes = true
            case "send" where labels == ["value"], "onNext", "sendValue":
                valueSends.append(node)
                if loopDepth > 0 { sendsInLoop = true }
            case "send" where labels == ["completion"]:
                completes = true
            default:
                break
            }
            return .visitChildren
        }
    }
}

extension SyntaxProtocol {
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(type) { return match }
            current = node.parent
        }
        return nil
    }
}

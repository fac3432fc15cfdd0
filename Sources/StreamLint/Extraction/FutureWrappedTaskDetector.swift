import SwiftSyntax

/// Recognises a `Future` closure whose body starts a `Task` that awaits and then completes the
/// promise: async code wrapped back into a publisher.
enum FutureWrappedTaskDetector {
    static func wrapsTask(_ closure: ClosureExprSyntax) -> Bool {
        guard let promise = promiseName(closure) else { return false }
        let finder = TaskFinder(promise: promise)
        finder.walk(closure.statements)
        return finder.found
    }

    private static func promiseName(_ closure: ClosureExprSyntax) -> String? {
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters): return parameters.first?.name.text
        case .parameterClause(let clause): return clause.parameters.first?.firstName.text
        case nil: return "$0"
        }
    }

    private final class TaskFinder: SyntaxVisitor {
        let promise: String
        var found = false

        init(promise: String) {
            self.promise = promise
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let called = node.calledExpression.trimmedDescription
            guard called == "Task" || called == "Task.detached", let body = node.trailingClosure else {
                return .visitChildren
            }
            let inner = AwaitAndPromiseFinder(promise: promise)
            inner.walk(body.statements)
            if inner.awaits && inner.completesPromise { found = true }
            return .skipChildren
        }
    }

    private final class AwaitAndPromiseFinder: SyntaxVisitor {
        let promise: String
        var awaits = false
        var completesPromise = false

        init(promise: String) {
            self.promise = promise
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
            awaits = true
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == promise { completesPromise = true }
            return .visitChildren
        }
    }
}

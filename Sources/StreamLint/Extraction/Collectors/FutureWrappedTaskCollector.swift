import SwiftSyntax

/// `Future { promise in Task { … await … promise(…) } }`: async code wrapped back into a
/// publisher, reported at the enclosing function's name.
enum FutureWrappedTaskCollector {
    static func visit(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) {
        let called = node.calledExpression
        let isFuture = called.as(DeclReferenceExprSyntax.self)?.baseName.text == "Future"
            || called.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                == "Future"
        guard isFuture,
              let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self),
              FutureWrappedTaskDetector.wrapsTask(closure)
        else { return }
        let function = extractor.contexts.innermostFunction
        extractor.facts.futureWrappedTasks.append(
            FutureWrappedTaskFact(
                typeName: extractor.contexts.qualifiedTypeName, functionName: function?.name, functionKey: function?.key,
                span: function?.nameSpan ?? extractor.span(of: node.calledExpression), futureSpan: extractor.span(of: node)))
    }
}

import SwiftSyntax

/// Pipeline candidates: chains with a terminal (`sink`, `subscribe`, `bind(to:)`, …), SwiftUI's
/// `.onReceive(publisher)` and ReactiveSwift's `target <~ source` bindings.
enum ChainCollector {
    /// A chain is examined only if one of its links has one of these names.
    private static let chainTriggers = ReactiveVocabulary.terminals.union(["onReceive"])

    static func visit(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) {
        if ChainFlattener.isChainTop(ExprSyntax(node)) { examine(ExprSyntax(node), in: extractor) }
    }

    static func visit(_ node: MemberAccessExprSyntax, in extractor: FactExtractor) {
        if node.base != nil, ChainFlattener.isChainTop(ExprSyntax(node)) { examine(ExprSyntax(node), in: extractor) }
    }

    static func visit(_ node: SequenceExprSyntax, in extractor: FactExtractor) {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 && index + 1 < elements.count {
            if let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text == "<~" {
                addBinding(operatorToken: binary.operator, source: elements[index + 1], whole: node, in: extractor)
            }
        }
    }

    private static func examine(_ top: ExprSyntax, in extractor: FactExtractor) {
        guard ChainFlattener.spineContains(top, anyOf: chainTriggers) else { return }
        let segments = ChainFlattener.flatten(top)
        for segment in segments where segment.name == "onReceive" {
            if segment.isCall, let argument = segment.arguments?.first, argument.label == nil {
                addSwiftUIReceive(segment, publisher: argument.expression, call: segment.expression, in: extractor)
            }
        }
        guard let terminalIndex = PipelineBuilder.terminalIndex(in: segments) else { return }
        let (context, needsTypeIsolation) = pipelineContext(in: extractor)
        guard var candidate = PipelineBuilder.candidate(
            segments: segments, terminalIndex: terminalIndex, top: top, context: context, contexts: extractor.contexts,
            extractor: extractor)
        else { return }
        candidate.needsTypeIsolation = needsTypeIsolation
        extractor.facts.candidates.append(candidate)
    }

    /// The pipeline's range runs from the publisher argument to the end of the modifier call,
    /// not over the whole view chain the modifier is attached to.
    private static func addSwiftUIReceive(
        _ segment: ChainSegment, publisher: ExprSyntax, call: ExprSyntax, in extractor: FactExtractor
    ) {
        let (context, needsTypeIsolation) = pipelineContext(in: extractor)
        var candidate = PipelineBuilder.bindingCandidate(
            source: publisher, terminalName: "onReceive", terminalToken: segment.nameToken,
            closures: segment.closures, whole: publisher, context: context, contexts: extractor.contexts,
            extractor: extractor)
        let callSpan = extractor.span(of: call)
        candidate.pipeline.range.endLine = callSpan.endLine
        candidate.pipeline.range.endColumn = callSpan.endColumn
        candidate.pipeline.range.utf16EndColumn = callSpan.utf16EndColumn
        candidate.pipeline.range.endOffset = callSpan.endOffset
        candidate.needsTypeIsolation = needsTypeIsolation
        candidate.evidence = .needsReactiveImport
        extractor.facts.candidates.append(candidate)
    }

    private static func addBinding(
        operatorToken: TokenSyntax, source: ExprSyntax, whole: SequenceExprSyntax, in extractor: FactExtractor
    ) {
        let (context, needsTypeIsolation) = pipelineContext(in: extractor)
        var candidate = PipelineBuilder.bindingCandidate(
            source: source, terminalName: "<~", terminalToken: operatorToken, closures: [], whole: Syntax(whole),
            context: context, contexts: extractor.contexts, extractor: extractor)
        candidate.needsTypeIsolation = needsTypeIsolation
        extractor.facts.candidates.append(candidate)
    }

    /// Where the pipeline is written, and whether declarations in other files can change its
    /// isolation (an extension, a superclass declared in the module).
    private static func pipelineContext(in extractor: FactExtractor) -> (PipelineContext, needsTypeIsolation: Bool) {
        let contexts = extractor.contexts
        let (isolation, reason, needsModule) = contexts.isolation(importsSwiftUI: extractor.importsSwiftUI)
        let context = PipelineContext(
            typeName: contexts.qualifiedTypeName, functionName: contexts.innermostFunction?.name,
            isolation: isolation, isolationReason: reason)
        return (context, needsModule)
    }
}

import SwiftSyntax

/// Places that push values into a subject, relay or property: `send`, `accept` and `onNext`
/// calls, assignments (`query = …`, `progress.value = …`, `target <~ source`) and the labeled
/// arguments of a memberwise initializer.
enum FeedCollector {
    static func visit(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) {
        recordSend(node, in: extractor)
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           reference.baseName.text.first?.isUppercase == true
        {
            recordMemberwiseArguments(node, typeName: reference.baseName.text, in: extractor)
        }
        // `EventsViewModel.Input(segmentSelection: …)`: a nested type's memberwise initializer.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           member.declName.baseName.text.first?.isUppercase == true
        {
            recordMemberwiseArguments(node, typeName: member.declName.baseName.text, in: extractor)
        }
    }

    static func visit(_ node: SequenceExprSyntax, in extractor: FactExtractor) {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 && index + 1 < elements.count {
            let isAssignment = element.is(AssignmentExprSyntax.self)
                || element.as(BinaryOperatorExprSyntax.self)?.operator.text == "<~"
            if isAssignment { recordAssignment(target: elements[index - 1], value: elements[index + 1], in: extractor) }
        }
    }

    private static func recordSend(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) {
        guard let member = ChainFlattener.unwrap(node.calledExpression).as(MemberAccessExprSyntax.self),
              let base = member.base
        else { return }
        let kind: FeedFact.Kind
        switch member.declName.baseName.text {
        case "send": kind = .send
        case "accept": kind = .accept
        case "onNext": kind = .onNext
        default: return
        }
        let baseSegments = ChainFlattener.flatten(base)
        guard let name = baseSegments.last?.name, !name.isEmpty else { return }
        var feed = FeedFact(
            name: name, kind: kind, typeName: extractor.contexts.qualifiedTypeName,
            functionName: extractor.contexts.innermostFunction?.name, assignedSource: nil,
            location: extractor.location(of: node))
        // A subject delivers on the thread it is sent on.
        let (thread, reason) = SendingThreadReader.thread(of: node)
        if thread != .unknown { (feed.thread, feed.threadReason) = (thread, reason) }
        extractor.facts.feeds.append(feed)
    }

    /// `Output(items: relay.asDriver())`: each labeled argument that builds a chain feeds the
    /// property of that name, as an assignment in an initializer would.
    private static func recordMemberwiseArguments(_ node: FunctionCallExprSyntax, typeName: String, in extractor: FactExtractor) {
        for argument in node.arguments {
            guard let label = argument.label?.text, let chain = extractor.hintedChainWithoutTerminal(argument.expression)
            else { continue }
            extractor.facts.feeds.append(
                FeedFact(
                    name: label, kind: .assignment, typeName: typeName,
                    functionName: extractor.contexts.innermostFunction?.name, assignedSource: chain,
                    scopeTypeName: extractor.contexts.qualifiedTypeName, location: extractor.location(of: argument)))
        }
    }

    private static func recordAssignment(target: ExprSyntax, value: ExprSyntax, in extractor: FactExtractor) {
        let segments = ChainFlattener.flatten(target)
        guard var name = segments.last?.name, !name.isEmpty, name != "_" else { return }
        if name == "value", segments.count > 1 { name = segments[segments.count - 2].name }
        extractor.facts.feeds.append(
            FeedFact(
                name: name, kind: .assignment, typeName: extractor.contexts.qualifiedTypeName,
                functionName: extractor.contexts.innermostFunction?.name,
                assignedSource: extractor.hintedChainWithoutTerminal(value), location: extractor.location(of: target)))
    }
}

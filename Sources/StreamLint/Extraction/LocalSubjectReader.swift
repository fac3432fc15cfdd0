import SwiftSyntax

/// A pipeline that starts from a subject made as a local of the function it is subscribed in
/// (`let trigger = PublishSubject<Void>()`, then `trigger.flatMap { request() }.subscribe(…)`
/// and one `trigger.onNext(())`), as tests and one-off loads write it. Nothing outside the
/// function can reach the local, so its uses in the block that declares it are all there is:
/// sent to at one place, in that block's own statements (not in a loop, a condition or a
/// closure, which may run again or not at all), and otherwise only read through operators, it
/// delivers at most one value.
enum LocalSubjectReader {
    /// The local's name and its one send, or nil when the chain does not start from such a local
    /// or the local is used in any other way (handed to a call, stored, sent to more than once).
    static func onlySend(startingAt segments: [ChainSegment], contexts: ContextStack) -> (name: String, send: FunctionCallExprSyntax)? {
        guard let (name, initializer) = subjectLocal(startingAt: segments, contexts: contexts, depth: 0),
              let block = initializer.ancestorOrSelf(mapping: { $0.as(CodeBlockItemListSyntax.self) })
        else { return nil }
        var sends: [FunctionCallExprSyntax] = []
        for token in block.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            switch use(of: reference, in: block) {
            case .send(let call): sends.append(call)
            case .read: continue
            case .other: return nil
            }
        }
        guard sends.count == 1, let send = sends.first else { return nil }
        return (name, send)
    }

    private enum Use {
        case send(FunctionCallExprSyntax)
        case read
        case other
    }

    /// Sources that hold no value of their own: one send is at most one value.
    private static let valuelessSubjects: Set<SourceKind> = [.subject, .relay]

    private static let sendNames: Set<String> = ["onNext", "send", "accept"]

    /// Calls on a subject that end it rather than give it a value.
    private static let endingCalls: Set<String> = ["onCompleted", "onError", "dispose"]

    /// Ways of reading a subject as a publisher without sending to it.
    private static let readingMembers: Set<String> = ["asObservable", "asDriver", "asSignal", "eraseToAnyPublisher", "asPublisher"]

    private static func use(of reference: DeclReferenceExprSyntax, in block: CodeBlockItemListSyntax) -> Use {
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id else {
            // The declaration's own pattern is no reference; anything else hands the subject on.
            return .other
        }
        let name = member.declName.baseName.text
        guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id else {
            return readingMembers.contains(name) ? .read : .other
        }
        if sendNames.contains(name) {
            // `send(completion: .finished)` ends it.
            if call.arguments.first?.label?.text == "completion" { return .read }
            let statement = call.parent?.as(CodeBlockItemSyntax.self)
            return statement?.parent?.id == block.id ? .send(call) : .other
        }
        if endingCalls.contains(name) { return .read }
        if ReactiveVocabulary.knownOperators.contains(name) || ReactiveVocabulary.terminals.contains(name) || readingMembers.contains(name) {
            return .read
        }
        return .other
    }

    /// Follows the chain's first link through locals (`testRequest` → `trigger.flatMap { … }`
    /// → `trigger`) to one whose initializer makes a subject with no value of its own.
    private static func subjectLocal(
        startingAt segments: [ChainSegment], contexts: ContextStack, depth: Int
    ) -> (String, ExprSyntax)? {
        guard depth < 6, let first = segments.first, !first.isCall, first.name != "self",
              case .expression(let initializer) = contexts.local(named: first.name)
        else { return nil }
        let inner = ChainFlattener.flatten(ChainFlattener.unwrap(initializer))
        if inner.count == 1 {
            let made = SourceClassifier.classify(inner, upTo: 1).source
            return inner[0].isCall && valuelessSubjects.contains(made.kind) ? (first.name, initializer) : nil
        }
        return subjectLocal(startingAt: inner, contexts: contexts, depth: depth + 1)
    }
}

import SwiftSyntax

/// The facts that are not pipelines: feeds into subjects and properties, and what locals,
/// parameters and members are known to be.
extension FactExtractor {
    /// `func bind(_ relay: BehaviorRelay<Bool>)`: a parameter's declared type says what kind of
    /// source it is inside the body, or at least what type its members belong to.
    func recordTypedParameters(_ parameters: FunctionParameterListSyntax) {
        for parameter in parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            guard name != "_" else { continue }
            if Self.isReactiveType(parameter.type),
               let kind = FrameworkDescriptor.sourceKind(ofDeclaredType: AttributeReader.typeName(parameter.type))
            {
                contexts.recordLocal(name, .chain(ReturnedChain(source: PipelineSource(kind: kind, text: name), operators: [])))
            } else if let type = Self.namedType(parameter.type) {
                contexts.recordLocal(name, .typed(type))
            }
        }
    }

    /// `Outer.Inner` for a plain (optional) named type; nil for functions, tuples, generics.
    static func namedType(_ type: TypeSyntax) -> String? {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = forced.wrappedType }
        guard type.is(IdentifierTypeSyntax.self) || type.is(MemberTypeSyntax.self) else { return nil }
        return AttributeReader.qualifiedTypeName(type)
    }

    /// `var viewModel: LoginViewModel?`: members reached through it belong to that type.
    func recordMemberType(name: String, type: TypeSyntax?) {
        guard let owner = contexts.qualifiedTypeName, let type, !Self.isReactiveType(type),
              let named = Self.namedType(type)
        else { return }
        facts.memberTypes.append(MemberTypeFact(owner: owner, member: name, type: named))
    }

    func recordReturnType(_ function: FunctionDeclSyntax) {
        guard let owner = contexts.qualifiedTypeName, let returned = function.signature.returnClause?.type,
              let type = Self.namedType(returned), !Self.isReactiveType(returned)
        else { return }
        facts.memberTypes.append(MemberTypeFact(owner: owner, member: function.name.text, type: type))
    }

    func recordBinding(_ node: OptionalBindingConditionSyntax) {
        if contexts.isInsideFunctionBody, let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let value = node.initializer?.value
        {
            contexts.recordLocal(name, .expression(value))
        }
    }

    func recordFeed(_ node: FunctionCallExprSyntax) {
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
        facts.feeds.append(
            FeedFact(
                name: name, kind: kind, typeName: contexts.qualifiedTypeName,
                functionName: contexts.innermostFunction?.name, assignedSource: nil, location: location(of: node)))
    }

    /// `Output(items: relay.asDriver())`: each labeled argument that builds a chain feeds the
    /// property of that name, as an assignment in an initializer would.
    func recordMemberwiseArguments(_ node: FunctionCallExprSyntax, typeName: String) {
        for argument in node.arguments {
            guard let label = argument.label?.text, let chain = hintedChainWithoutTerminal(argument.expression) else { continue }
            facts.feeds.append(
                FeedFact(
                    name: label, kind: .assignment, typeName: typeName, functionName: contexts.innermostFunction?.name,
                    assignedSource: chain, scopeTypeName: contexts.qualifiedTypeName, location: location(of: argument)))
        }
    }

    func recordAssignment(target: ExprSyntax, value: ExprSyntax) {
        let segments = ChainFlattener.flatten(target)
        guard var name = segments.last?.name, !name.isEmpty, name != "_" else { return }
        if name == "value", segments.count > 1 { name = segments[segments.count - 2].name }
        facts.feeds.append(
            FeedFact(
                name: name, kind: .assignment, typeName: contexts.qualifiedTypeName,
                functionName: contexts.innermostFunction?.name, assignedSource: hintedChainWithoutTerminal(value),
                location: location(of: target)))
    }

    /// A chain whose own text proves it builds a publisher.
    static func isReactiveChain(_ chain: ReturnedChain) -> Bool {
        switch chain.source.kind {
        case .unknown, .call, .reference: return chain.operators.contains(where: ReactiveVocabulary.distinctiveOperators.contains)
        default: return true
        }
    }

    static func isReactiveType(_ type: TypeSyntax) -> Bool {
        for token in type.tokens(viewMode: .sourceAccurate) where ReactiveVocabulary.reactiveTypeNames.contains(token.text) {
            return true
        }
        return false
    }
}

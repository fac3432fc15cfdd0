import SwiftSyntax

/// Type declarations and extensions: each one's fact (name, superclass and conformances,
/// `@MainActor`) and the frame that tells the code inside which type it belongs to.
enum TypeCollector {
    /// A class, struct, enum, actor or protocol.
    static func visit(_ node: some DeclGroupSyntax & NamedDeclSyntax, in extractor: FactExtractor) {
        let name = node.name.text
        push(
            name: name, qualifiedName: extractor.contexts.qualifiedName(forNested: name), isExtension: false, of: node,
            in: extractor)
    }

    static func visit(_ node: ExtensionDeclSyntax, in extractor: FactExtractor) {
        push(
            name: DeclarationReader.typeName(node.extendedType),
            qualifiedName: DeclarationReader.qualifiedTypeName(node.extendedType), isExtension: true, of: node,
            in: extractor)
    }

    static func visitPost(in extractor: FactExtractor) {
        extractor.contexts.pop()
    }

    /// `typealias Action = NoAction` in a reactor, `typealias Reactor = ProfileReactor` in a
    /// ReactorKit view: a member type, recorded like a member's named type.
    static func visit(_ node: TypeAliasDeclSyntax, in extractor: FactExtractor) {
        // `typealias LoginViewModelType = LoginViewModelInput & LoginViewModelOutput`: a type that
        // adopts the alias adopts each protocol of the composition, so it is recorded as a
        // protocol inheriting them.
        if let composition = node.initializer.value.as(CompositionTypeSyntax.self), !extractor.contexts.isInsideFunctionBody {
            extractor.facts.types.append(
                TypeDeclarationFact(
                    name: node.name.text, inheritedTypes: composition.elements.compactMap { DeclarationReader.namedType($0.type) },
                    isMainActor: false, isExtension: false, isProtocol: true, location: extractor.location(of: node)))
            return
        }
        guard let owner = extractor.contexts.qualifiedTypeName, !extractor.contexts.isInsideFunctionBody,
              let target = DeclarationReader.namedType(node.initializer.value)
        else { return }
        extractor.facts.memberTypes.append(MemberTypeFact(owner: owner, member: node.name.text, type: target))
    }

    private static func push(
        name: String, qualifiedName: String, isExtension: Bool, of node: some DeclGroupSyntax, in extractor: FactExtractor
    ) {
        let frame = ContextStack.TypeFrame(
            name: name, qualifiedName: qualifiedName,
            inheritedTypes: DeclarationReader.inheritedTypeNames(node.inheritanceClause),
            isMainActor: DeclarationReader.hasAttribute("MainActor", in: node.attributes), isExtension: isExtension)
        var type = TypeDeclarationFact(
            name: frame.name, inheritedTypes: frame.inheritedTypes, isMainActor: frame.isMainActor,
            isExtension: isExtension, isProtocol: node.is(ProtocolDeclSyntax.self), location: extractor.location(of: node))
        type.isValueType = node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
        extractor.facts.types.append(type)
        extractor.contexts.push(.type(frame))
    }
}

import SwiftSyntax

/// Walks one syntax tree once and records the file's facts: pipeline candidates, reactive
/// declarations, feeds into subjects and properties, type declarations and imports.
final class FactExtractor: SyntaxVisitor {
    var facts: FileFacts
    private let lines: LineTable
    var contexts = ContextStack()
    private var constructedTypeNames: Set<String> = []

    /// The file's bytes, when known, let whole declarations be skipped without walking them.
    private let bytes: [UInt8]?
    /// Only type declarations and imports are wanted (see `FileScanner.scan`).
    private let typesOnly: Bool

    init(path: String, lines: LineTable, lineCount: Int, bytes: [UInt8]?, typesOnly: Bool) {
        self.facts = FileFacts(path: path, lineCount: lineCount)
        self.lines = lines
        self.bytes = bytes
        self.typesOnly = typesOnly
        super.init(viewMode: .sourceAccurate)
    }

    /// Facts of a parsed file; `bytes` must be the text `tree` was parsed from.
    static func extract(path: String, tree: SourceFileSyntax, bytes: [UInt8], typesOnly: Bool = false) -> FileFacts {
        let lines = LineTable(bytes)
        let lineCount = bytes.last == UInt8(ascii: "\n") ? lines.lineCount - 1 : lines.lineCount
        // A virtual-time test file is walked whole: every type it constructs matters.
        let isVirtualTimeTest = !typesOnly && virtualTimeFilter.matches(bytes)
        let extractor = FactExtractor(
            path: path, lines: lines, lineCount: bytes.isEmpty ? 0 : lineCount, bytes: isVirtualTimeTest ? nil : bytes,
            typesOnly: typesOnly)
        extractor.walk(tree)
        if extractor.facts.usesVirtualTime {
            extractor.facts.virtualTimeReferences = extractor.constructedTypeNames.sorted()
        }
        return extractor.facts
    }

    var importsSwiftUI = false

    func span(of node: some SyntaxProtocol) -> SourceSpan {
        lines.span(from: node.positionAfterSkippingLeadingTrivia.utf8Offset, to: node.endPositionBeforeTrailingTrivia.utf8Offset)
    }

    func location(of node: some SyntaxProtocol) -> DeclarationLocation {
        DeclarationLocation(file: facts.path, line: lines.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset).line)
    }

    // MARK: Skipping what cannot matter

    /// A member or top-level statement whose text holds none of the prefilter's words cannot
    /// contain a pipeline, a reactive declaration or a feed: its subtree is not walked. Type
    /// declarations and imports are always walked, since their own facts (name, superclass,
    /// isolation, frameworks) matter to pipelines elsewhere.
    private func canSkip(_ item: some SyntaxProtocol, isTypeDeclaration: Bool) -> Bool {
        guard !isTypeDeclaration else { return false }
        if typesOnly { return true }
        guard let bytes else { return false }
        let range = item.position.utf8Offset..<item.endPosition.utf8Offset
        return !ReactivePrefilter.standard.matches(bytes, in: range)
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        let skip = canSkip(node, isTypeDeclaration: node.decl.isProtocol(DeclGroupSyntax.self))
        // An async method needs no reactive word, yet it is what makes a publisher API's
        // async alternative visible; a method's return type tells what its callers hold.
        if skip, let function = node.decl.as(FunctionDeclSyntax.self) {
            if function.signature.effectSpecifiers?.asyncSpecifier != nil {
                facts.asyncFunctionKeys.append(
                    FunctionDeclarationFact.key(
                        typeName: contexts.qualifiedTypeName, name: function.name.text,
                        labels: function.signature.parameterClause.parameters.map { $0.firstName.text }))
            }
            recordReturnType(function)
        }
        if skip, let variable = node.decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    recordMemberType(name: name, type: binding.typeAnnotation?.type)
                }
            }
        }
        return skip ? .skipChildren : .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard node.parent?.parent?.is(SourceFileSyntax.self) == true else {
            // A statement in a body: skippable unless it declares locals a later pipeline may
            // start from, or returns the chain of a publisher-returning function.
            if case .decl(let decl) = node.item, decl.is(VariableDeclSyntax.self) { return .visitChildren }
            // `guard let viewModel = viewModel as? LoginViewModel` binds for the rest of the
            // body, so its bindings are recorded even when the statement itself is skipped.
            if case .stmt(let statement) = node.item, let guardStatement = statement.as(GuardStmtSyntax.self) {
                for condition in guardStatement.conditions {
                    if let binding = condition.condition.as(OptionalBindingConditionSyntax.self) { recordBinding(binding) }
                }
            }
            if case .stmt(let statement) = node.item, statement.is(ReturnStmtSyntax.self), contexts.currentReturnSink != nil {
                return .visitChildren
            }
            return canSkip(node, isTypeDeclaration: false) ? .skipChildren : .visitChildren
        }
        let mustWalk: Bool
        if case .decl(let decl) = node.item {
            mustWalk = decl.isProtocol(DeclGroupSyntax.self) || decl.is(ImportDeclSyntax.self)
        } else {
            mustWalk = false
        }
        let skip = canSkip(node, isTypeDeclaration: mustWalk)
        // A skipped top-level async function still shows a publisher API's alternative exists,
        // as a skipped async method does.
        if skip, case .decl(let decl) = node.item, let function = decl.as(FunctionDeclSyntax.self),
           function.signature.effectSpecifiers?.asyncSpecifier != nil
        {
            facts.asyncFunctionKeys.append(
                FunctionDeclarationFact.key(
                    typeName: nil, name: function.name.text,
                    labels: function.signature.parameterClause.parameters.map { $0.firstName.text }))
        }
        return skip ? .skipChildren : .visitChildren
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let module = node.path.first?.name.text else { return .skipChildren }
        if module == "SwiftUI" { importsSwiftUI = true }
        if let framework = Self.framework(ofModule: module) {
            facts.imports.insert(framework)
            if AttributeReader.hasAttribute("_exported", in: node.attributes) {
                facts.exportedImports.insert(framework)
            }
        }
        return .skipChildren
    }

    static func framework(ofModule module: String) -> Framework? {
        FrameworkDescriptor.framework(ofModule: module)
    }

    // MARK: Types

    private func pushType(
        name: String, inheritance: InheritanceClauseSyntax?, attributes: AttributeListSyntax?,
        isExtension: Bool, node: some SyntaxProtocol, extendedType: String? = nil
    ) {
        let frame = ContextStack.TypeFrame(
            name: name, qualifiedName: extendedType ?? contexts.qualifiedName(forNested: name),
            inheritedTypes: AttributeReader.inheritedTypeNames(inheritance),
            isMainActor: AttributeReader.hasAttribute("MainActor", in: attributes), isExtension: isExtension)
        facts.types.append(
            TypeDeclarationFact(
                name: frame.name, inheritedTypes: frame.inheritedTypes, isMainActor: frame.isMainActor,
                isExtension: isExtension, location: location(of: node)))
        contexts.push(.type(frame))
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, isExtension: false, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { contexts.pop() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, isExtension: false, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { contexts.pop() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, isExtension: false, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { contexts.pop() }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, isExtension: false, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { contexts.pop() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(name: node.name.text, inheritance: node.inheritanceClause, attributes: node.attributes, isExtension: false, node: node)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { contexts.pop() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        pushType(
            name: AttributeReader.typeName(node.extendedType), inheritance: node.inheritanceClause,
            attributes: node.attributes, isExtension: true, node: node,
            extendedType: AttributeReader.qualifiedTypeName(node.extendedType))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { contexts.pop() }

    // MARK: Functions and closures

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let key = FunctionDeclarationFact.key(
            typeName: contexts.qualifiedTypeName, name: node.name.text,
            labels: node.signature.parameterClause.parameters.map { $0.firstName.text })
        if node.signature.effectSpecifiers?.asyncSpecifier != nil { facts.asyncFunctionKeys.append(key) }
        recordReturnType(node)
        var sink: ContextStack.ReturnSink?
        if let returnType = node.signature.returnClause?.type, Self.isReactiveType(returnType) {
            let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
            facts.functions.append(
                FunctionDeclarationFact(
                    typeName: contexts.qualifiedTypeName, name: node.name.text, argumentLabels: labels,
                    returnType: returnType.trimmedDescription, isRequirement: node.body == nil, returned: [],
                    location: location(of: node.name), nameSpan: span(of: node.name)))
            sink = .function(facts.functions.count - 1)
        }
        contexts.push(
            .function(
                .init(
                    name: node.name.text, isMainActor: AttributeReader.hasAttribute("MainActor", in: node.attributes),
                    isNonisolated: AttributeReader.hasModifier(.nonisolated, in: node.modifiers), returnSink: sink,
                    nameSpan: span(of: node.name), key: key)))
        recordTypedParameters(node.signature.parameterClause.parameters)
        if let sink, let body = node.body { recordImplicitReturn(body.statements, into: sink) }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { contexts.pop() }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        contexts.push(
            .function(
                .init(
                    name: "init", isMainActor: AttributeReader.hasAttribute("MainActor", in: node.attributes),
                    isNonisolated: AttributeReader.hasModifier(.nonisolated, in: node.modifiers), returnSink: nil)))
        recordTypedParameters(node.signature.parameterClause.parameters)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { contexts.pop() }

    /// `guard let viewModel = viewModel as? LoginViewModel`: a local like any other.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        recordBinding(node)
        return .visitChildren
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        contexts.push(.function(.init(name: "deinit", isMainActor: false, isNonisolated: false, returnSink: nil)))
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { contexts.pop() }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        contexts.push(.closure(isMainActor: AttributeReader.hasAttribute("MainActor", in: node.signature?.attributes)))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { contexts.pop() }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let sink = contexts.currentReturnSink, let expression = node.expression {
            recordReturned(expression, into: sink)
        }
        return .visitChildren
    }

    private func recordImplicitReturn(_ statements: CodeBlockItemListSyntax, into sink: ContextStack.ReturnSink) {
        guard statements.count == 1, let item = statements.first, case .expr(let expression) = item.item else { return }
        recordReturned(expression, into: sink)
    }

    private func recordReturned(_ expression: ExprSyntax, into sink: ContextStack.ReturnSink) {
        guard let chain = chainWithoutTerminal(expression) else { return }
        switch sink {
        case .function(let index): facts.functions[index].returned.append(chain)
        case .property(let index):
            if facts.properties[index].source == nil {
                facts.properties[index].source = chain.source
                facts.properties[index].operators = chain.operators
            }
        }
    }

    // MARK: Properties and local chains

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isPublished = AttributeReader.hasAttribute("Published", in: node.attributes)
        for binding in node.bindings {
            // `let (output, input) = Signal<T, E>.pipe()`: the first element is the stream.
            let pattern = binding.pattern.as(TuplePatternSyntax.self)?.elements.first?.pattern ?? binding.pattern
            guard let name = pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if contexts.isInsideFunctionBody {
                if let value = binding.initializer?.value { contexts.recordLocal(name, .expression(value)) }
                continue
            }
            let declaredType = binding.typeAnnotation?.type
            let isReactiveType = declaredType.map(Self.isReactiveType) ?? false
            recordMemberType(name: name, type: declaredType)
            let chain = binding.initializer.flatMap {
                isPublished || isReactiveType ? chainWithoutTerminal($0.value) : hintedChainWithoutTerminal($0.value)
            }
            let hasReactiveInitializer = chain.map(Self.isReactiveChain) ?? false
            guard isPublished || isReactiveType || hasReactiveInitializer else { continue }
            facts.properties.append(
                PropertyDeclarationFact(
                    typeName: contexts.qualifiedTypeName, name: name, declaredType: declaredType?.trimmedDescription,
                    isPublished: isPublished, isStored: binding.accessorBlock == nil, source: chain?.source,
                    operators: chain?.operators ?? [], location: location(of: pattern), nameSpan: span(of: pattern)))
            if let accessors = binding.accessorBlock {
                recordGetter(accessors, propertyIndex: facts.properties.count - 1)
            }
        }
        // A local whose initializer names nothing reactive has been recorded; its subtree
        // (closures included) holds nothing else to find.
        if contexts.isInsideFunctionBody, canSkip(node, isTypeDeclaration: false) { return .skipChildren }
        return .visitChildren
    }

    private func recordGetter(_ accessors: AccessorBlockSyntax, propertyIndex: Int) {
        switch accessors.accessors {
        case .getter(let statements):
            recordImplicitReturn(statements, into: .property(propertyIndex))
        case .accessors(let list):
            for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                if let body = accessor.body { recordImplicitReturn(body.statements, into: .property(propertyIndex)) }
            }
        }
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        let name = node.parent?.as(PatternBindingSyntax.self)?.pattern.trimmedDescription ?? "get"
        var sink: ContextStack.ReturnSink?
        if let binding = node.parent?.as(PatternBindingSyntax.self),
           let index = facts.properties.lastIndex(where: { $0.location == location(of: binding.pattern) && $0.name == binding.pattern.trimmedDescription })
        {
            sink = .property(index)
        }
        contexts.push(.function(.init(name: name, isMainActor: false, isNonisolated: false, returnSink: sink)))
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { contexts.pop() }

    /// `chainWithoutTerminal` for places where most expressions are not reactive (assignments,
    /// initializer arguments): only chains naming a reactive constructor or operator qualify.
    func hintedChainWithoutTerminal(_ expression: ExprSyntax) -> ReturnedChain? {
        guard ChainFlattener.spineContains(expression, anyOf: ReactiveVocabulary.spineHints) else { return nil }
        return chainWithoutTerminal(expression)
    }

    /// A chain with no terminal: what a `let`, a `return` or a property initializer builds.
    func chainWithoutTerminal(_ expression: ExprSyntax) -> ReturnedChain? {
        let unwrapped = ChainFlattener.unwrap(expression)
        guard unwrapped.is(FunctionCallExprSyntax.self) || unwrapped.is(MemberAccessExprSyntax.self)
            || unwrapped.is(DeclReferenceExprSyntax.self)
        else { return nil }
        let segments = ChainFlattener.flatten(unwrapped)
        if segments.contains(where: { ReactiveVocabulary.terminals.contains($0.name) && $0.isCall }) { return nil }
        let built = PipelineBuilder.sourceAndOperators(segments, upTo: segments.count, contexts: contexts)
        return ReturnedChain(source: built.source, operators: built.operators.map(\.name))
    }

    // MARK: Chains

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordFeed(node)
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           reference.baseName.text.first?.isUppercase == true
        {
            constructedTypeNames.insert(reference.baseName.text)
            recordMemberwiseArguments(node, typeName: reference.baseName.text)
            if reference.baseName.text == "Future" { recordFutureWrappedTask(node) }
        }
        // `EventsViewModel.Input(segmentSelection: …)`: a nested type's memberwise initializer.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           member.declName.baseName.text.first?.isUppercase == true
        {
            constructedTypeNames.insert(member.declName.baseName.text)
            recordMemberwiseArguments(node, typeName: member.declName.baseName.text)
        }
        if let generic = node.calledExpression.as(GenericSpecializationExprSyntax.self),
           generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Future"
        {
            recordFutureWrappedTask(node)
        }
        if ChainFlattener.isChainTop(ExprSyntax(node)) { examineChain(ExprSyntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text.hasPrefix("$") {
            facts.projectedReads.insert(String(node.declName.baseName.text.dropFirst()))
        }
        if let base = node.base, Self.isVirtualTimeScheduler(base: base, member: node.declName.baseName.text) {
            facts.usesVirtualTime = true
        }
        if node.base != nil, ChainFlattener.isChainTop(ExprSyntax(node)) { examineChain(ExprSyntax(node)) }
        return .visitChildren
    }

    private func recordFutureWrappedTask(_ node: FunctionCallExprSyntax) {
        guard let closure = node.trailingClosure ?? node.arguments.first?.expression.as(ClosureExprSyntax.self),
              FutureWrappedTaskDetector.wrapsTask(closure)
        else { return }
        let function = contexts.innermostFunction
        facts.futureWrappedTasks.append(
            FutureWrappedTaskFact(
                typeName: contexts.qualifiedTypeName, functionName: function?.name, functionKey: function?.key,
                span: function?.nameSpan ?? span(of: node.calledExpression), futureSpan: span(of: node)))
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name.hasPrefix("$"), name.count > 1 { facts.projectedReads.insert(String(name.dropFirst())) }
        if Self.virtualTimeTypes.contains(name) {
            facts.usesVirtualTime = true
        }
        return .visitChildren
    }

    /// A chain is examined only if one of its links has one of these names.
    private static let chainTriggers = ReactiveVocabulary.terminals.union(["onReceive"])

    private static let virtualTimeFilter = ReactivePrefilter(needles: ReactiveVocabulary.virtualTimeSchedulers)

    private static let virtualTimeTypes: Set<String> = ["TestScheduler", "HistoricalScheduler", "VirtualTimeScheduler", "TestClock"]

    private static func isVirtualTimeScheduler(base: ExprSyntax, member: String) -> Bool {
        guard member == "test" else { return false }
        let baseName = base.trimmedDescription
        return baseName == "DispatchQueue" || baseName == "RunLoop" || baseName == "OperationQueue"
    }

    private func examineChain(_ top: ExprSyntax) {
        guard ChainFlattener.spineContains(top, anyOf: Self.chainTriggers) else { return }
        let segments = ChainFlattener.flatten(top)
        for (index, segment) in segments.enumerated() where segment.name == "onReceive" && index > 0 || (index == 0 && segment.name == "onReceive") {
            if segment.isCall, let argument = segment.arguments?.first, argument.label == nil {
                addSwiftUIReceive(segment, publisher: argument.expression, call: segment.expression)
            }
        }
        guard let terminalIndex = PipelineBuilder.terminalIndex(in: segments) else { return }
        let (isolation, reason, needsModule) = contexts.isolation(importsSwiftUI: importsSwiftUI)
        let context = PipelineContext(
            typeName: contexts.qualifiedTypeName, functionName: contexts.innermostFunction?.name,
            isolation: isolation, isolationReason: reason)
        guard var candidate = PipelineBuilder.candidate(
            segments: segments, terminalIndex: terminalIndex, top: top, context: context, contexts: contexts,
            extractor: self)
        else { return }
        candidate.needsTypeIsolation = needsModule
        facts.candidates.append(candidate)
    }

    /// The pipeline's range runs from the publisher argument to the end of the modifier call,
    /// not over the whole view chain the modifier is attached to.
    private func addSwiftUIReceive(_ segment: ChainSegment, publisher: ExprSyntax, call: ExprSyntax) {
        let (isolation, reason, needsModule) = contexts.isolation(importsSwiftUI: importsSwiftUI)
        let context = PipelineContext(
            typeName: contexts.qualifiedTypeName, functionName: contexts.innermostFunction?.name,
            isolation: isolation, isolationReason: reason)
        var candidate = PipelineBuilder.bindingCandidate(
            source: publisher, terminalName: "onReceive", terminalToken: segment.nameToken,
            closures: segment.closures, whole: publisher, context: context, contexts: contexts, extractor: self)
        let callSpan = span(of: call)
        candidate.pipeline.range.endLine = callSpan.endLine
        candidate.pipeline.range.endColumn = callSpan.endColumn
        candidate.pipeline.range.utf16EndColumn = callSpan.utf16EndColumn
        candidate.pipeline.range.endOffset = callSpan.endOffset
        candidate.needsTypeIsolation = needsModule
        candidate.evidence = .needsReactiveImport
        facts.candidates.append(candidate)
    }

    // MARK: Feeds and bindings

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 && index + 1 < elements.count {
            if element.is(AssignmentExprSyntax.self) {
                recordAssignment(target: elements[index - 1], value: elements[index + 1])
            } else if let binary = element.as(BinaryOperatorExprSyntax.self), binary.operator.text == "<~" {
                recordAssignment(target: elements[index - 1], value: elements[index + 1])
                addBinding(operatorToken: binary.operator, source: elements[index + 1], whole: node)
            }
        }
        return .visitChildren
    }

    private func addBinding(operatorToken: TokenSyntax, source: ExprSyntax, whole: SequenceExprSyntax) {
        let (isolation, reason, needsModule) = contexts.isolation(importsSwiftUI: importsSwiftUI)
        let context = PipelineContext(
            typeName: contexts.qualifiedTypeName, functionName: contexts.innermostFunction?.name,
            isolation: isolation, isolationReason: reason)
        var candidate = PipelineBuilder.bindingCandidate(
            source: source, terminalName: "<~", terminalToken: operatorToken, closures: [], whole: Syntax(whole),
            context: context, contexts: contexts, extractor: self)
        candidate.needsTypeIsolation = needsModule
        facts.candidates.append(candidate)
    }

}

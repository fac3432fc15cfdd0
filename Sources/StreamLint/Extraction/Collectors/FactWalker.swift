import SwiftSyntax

/// The collectors a walk runs: all of them for a scan, one alone in a test.
package struct CollectorSet: OptionSet, Sendable {
    package let rawValue: Int

    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    package static let imports = CollectorSet(rawValue: 1 << 0)
    package static let types = CollectorSet(rawValue: 1 << 1)
    package static let functions = CollectorSet(rawValue: 1 << 2)
    package static let properties = CollectorSet(rawValue: 1 << 3)
    package static let chains = CollectorSet(rawValue: 1 << 4)
    package static let feeds = CollectorSet(rawValue: 1 << 5)
    package static let projectedReads = CollectorSet(rawValue: 1 << 6)
    package static let futureWrappedTasks = CollectorSet(rawValue: 1 << 7)
    package static let virtualTime = CollectorSet(rawValue: 1 << 8)
    package static let suppressions = CollectorSet(rawValue: 1 << 9)
    package static let observation = CollectorSet(rawValue: 1 << 10)
    package static let notificationPosts = CollectorSet(rawValue: 1 << 11)
    package static let callSites = CollectorSet(rawValue: 1 << 12)

    package static let all: CollectorSet = [
        .imports, .types, .functions, .properties, .chains, .feeds, .projectedReads, .futureWrappedTasks,
        .virtualTime, .suppressions, .observation, .notificationPosts, .callSites,
    ]
}

/// Walks one syntax tree once and hands each node to the collectors that record facts from its
/// kind, in the order the facts depend on each other (swift-format's `LintPipeline` is the
/// model). It also decides which subtrees cannot matter and are not walked at all.
final class FactWalker: SyntaxVisitor {
    private let extractor: FactExtractor
    private let collectors: CollectorSet
    /// Where the prefilter's words start in the file, when subtrees without one may be skipped.
    private let skippableMatches: MatchStarts?
    private let skippableBytes: [UInt8]?
    /// Where a Task may start or a hop to main be: a skipped method holding one has its
    /// statements read.
    private let taskMatches: MatchStarts?
    /// Where a method may be called without arguments or named to a selector: a skipped member
    /// without one holds no call site worth reading token by token.
    private let callMatches: MatchStarts?
    /// Only type declarations and imports are wanted: every other member and statement is skipped.
    private let typesOnly: Bool
    private var virtualTime = VirtualTimeCollector()
    /// Closures entered that run off main: every statement in them is walked, since a plain
    /// assignment there (`self.isSyncing = true`) is where an `@Published` property delivers.
    private var backgroundHops = 0

    init(extractor: FactExtractor, collectors: CollectorSet, skippableBytes: [UInt8]?, typesOnly: Bool) {
        self.extractor = extractor
        self.collectors = collectors
        self.skippableBytes = skippableBytes
        skippableMatches = skippableBytes.map(ReactivePrefilter.members.matchStarts)
        taskMatches = typesOnly ? nil : skippableBytes.map(ReactivePrefilter.taskOrMainHopStarts.matchStarts)
        callMatches = skippableBytes.map(ReactivePrefilter.callSites.matchStarts)
        self.typesOnly = typesOnly
        super.init(viewMode: .sourceAccurate)
    }

    /// Records what is known only once the whole tree has been seen.
    func finish() {
        if runs(.virtualTime) { virtualTime.finish(in: extractor) }
    }

    private func runs(_ collector: CollectorSet) -> Bool {
        collectors.rawValue & collector.rawValue != 0
    }

    // MARK: Skipping what cannot matter

    /// A member or top-level statement whose text holds none of the prefilter's words cannot
    /// contain a pipeline, a reactive declaration or a feed: its subtree is not walked. Type
    /// declarations and imports are always walked, since their own facts (name, superclass,
    /// isolation, frameworks) matter to pipelines elsewhere.
    private func canSkip(_ item: some SyntaxProtocol, isTypeDeclaration: Bool) -> Bool {
        guard !isTypeDeclaration else { return false }
        if typesOnly { return true }
        if backgroundHops > 0 { return false }
        guard let skippableMatches, let skippableBytes else { return false }
        let range = item.position.utf8Offset..<item.endPosition.utf8Offset
        if skippableMatches.contains(startingIn: range) { return false }
        // `makeOperation(state: downloadState)`: naming one of the file's subjects, it may hand
        // it to code that sends to it, which decides whether the subject is a constant.
        return !fedPropertyNames().contains { ByteSearch.contains(skippableBytes, $0, in: range) }
    }

    /// The file's stored subjects, relays, mutable and `@Published` properties declared so far.
    private func fedPropertyNames() -> [String] {
        if extractor.facts.properties.count != namedPropertyCount {
            namedPropertyCount = extractor.facts.properties.count
            fedNames = extractor.facts.properties.compactMap { property in
                // An `@Published` property is sent to by setting it, where its thread is read.
                if property.isPublished { return property.name }
                guard property.isStored, let type = property.declaredType,
                      let kind = FrameworkDescriptor.sourceKind(ofDeclaredType: type), Self.fedKinds.contains(kind)
                else { return nil }
                return property.name
            }
        }
        return fedNames
    }

    private static let fedKinds: Set<SourceKind> = [.subject, .currentValueSubject, .replaySubject, .relay, .behaviorRelay, .property]
    private var fedNames: [String] = []
    private var namedPropertyCount = 0

    /// Leaves `node`'s subtree unwalked. A skipped member still tells its callers what they
    /// hold (an async method, a member's named type), and its comments may still be directives.
    private func skip(_ node: some SyntaxProtocol, member: DeclSyntax?) -> SyntaxVisitorContinueKind {
        if runs(.functions), let function = member?.as(FunctionDeclSyntax.self) {
            FunctionCollector.visitSkipped(function, in: extractor)
            if taskMatches?.contains(startingIn: function.position.utf8Offset..<function.endPosition.utf8Offset) == true {
                FunctionCollector.recordTaskStart(in: function, in: extractor)
                FunctionCollector.recordMainHop(in: function, in: extractor)
            }
        }
        if runs(.properties), let variable = member?.as(VariableDeclSyntax.self) {
            PropertyCollector.visitSkipped(variable, in: extractor)
        }
        if runs(.types), let alias = member?.as(TypeAliasDeclSyntax.self) { TypeCollector.visit(alias, in: extractor) }
        let mayHoldCallSites = runs(.callSites)
            && callMatches?.contains(startingIn: node.position.utf8Offset..<node.endPosition.utf8Offset) != false
        if runs(.suppressions) || mayHoldCallSites {
            for token in node.tokens(viewMode: .sourceAccurate) { _ = visit(token) }
        }
        return .skipChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        let skips = canSkip(node, isTypeDeclaration: node.decl.isProtocol(DeclGroupSyntax.self))
        return skips ? skip(node, member: node.decl) : .visitChildren
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        guard Self.isTopLevel(node) else {
            // A statement in a body: skippable unless it declares locals a later pipeline may
            // start from, or returns the chain of a publisher-returning function.
            if case .decl(let decl) = node.item, decl.is(VariableDeclSyntax.self) { return .visitChildren }
            // `guard let viewModel = viewModel as? LoginViewModel` binds for the rest of the
            // body, so its bindings are recorded even when the statement itself is skipped.
            if runs(.functions), case .stmt(let statement) = node.item,
               let guardStatement = statement.as(GuardStmtSyntax.self)
            {
                FunctionCollector.recordBindings(of: guardStatement, in: extractor)
            }
            // `fullName = photo.map { … }` continues a local chain declared above; its words
            // are the local's, not this statement's.
            if case .expr(let expression) = node.item, assignsFromLocal(expression) { return .visitChildren }
            if case .stmt(let statement) = node.item, statement.is(ReturnStmtSyntax.self),
               extractor.contexts.currentReturnSink != nil
            {
                return .visitChildren
            }
            // `#if DEBUG return a #else return b #endif`: each clause's statements are looked at
            // one by one, so that a `return` in one is recorded like any other.
            if case .decl(let decl) = node.item, decl.is(IfConfigDeclSyntax.self), extractor.contexts.currentReturnSink != nil {
                return .visitChildren
            }
            // `return Output(userName: userName)`: a memberwise initializer given locals that hold
            // chains feeds the type's properties, without a reactive word of its own.
            if passesLocalChains(node.item) { return .visitChildren }
            // A local function skipped still says whether it is `async` (the alternative a fix
            // added beside a local publisher function, which must not be added again).
            let localFunction: DeclSyntax? = if case .decl(let decl) = node.item, decl.is(FunctionDeclSyntax.self) { decl } else { nil }
            return canSkip(node, isTypeDeclaration: false) ? skip(node, member: localFunction) : .visitChildren
        }
        guard case .decl(let decl) = node.item else {
            return canSkip(node, isTypeDeclaration: false) ? skip(node, member: nil) : .visitChildren
        }
        let mustWalk = decl.isProtocol(DeclGroupSyntax.self) || decl.is(ImportDeclSyntax.self)
        return canSkip(node, isTypeDeclaration: mustWalk) ? skip(node, member: decl) : .visitChildren
    }

    private func passesLocalChains(_ item: CodeBlockItemSyntax.Item) -> Bool {
        let expression: ExprSyntax? = switch item {
        case .expr(let expression): expression
        case .stmt(let statement): statement.as(ReturnStmtSyntax.self)?.expression
        default: nil
        }
        return expression.map(passesLocalChains) ?? false
    }

    private func passesLocalChains(_ expression: ExprSyntax) -> Bool {
        guard let call = ChainFlattener.unwrap(expression).as(FunctionCallExprSyntax.self),
              var typeName = ChainText.calledName(of: call)
        else { return false }
        // `MovieOutput.init(movieDetails: movieResponse)` names the type before `init`.
        if typeName == "init", let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
           let named = ChainFlattener.flatten(base).last?.name
        {
            typeName = named
        }
        guard typeName.first?.isUppercase == true else { return false }
        return call.arguments.contains { argument in
            guard argument.label != nil, let reference = argument.expression.as(DeclReferenceExprSyntax.self) else { return false }
            if case .expression = extractor.contexts.local(named: reference.baseName.text) { return true }
            return false
        }
    }

    /// A statement of the file itself, also inside `#if os(tvOS) … #endif` around the whole
    /// file (its imports and types are the file's, not a body's).
    private static func isTopLevel(_ item: CodeBlockItemSyntax) -> Bool {
        guard let list = item.parent else { return false }
        if list.parent?.is(SourceFileSyntax.self) == true { return true }
        guard let clause = list.parent?.as(IfConfigClauseSyntax.self),
              let enclosing = clause.parent?.parent?.parent?.as(CodeBlockItemSyntax.self)
        else { return false }
        return isTopLevel(enclosing)
    }

    private func assignsFromLocal(_ expression: ExprSyntax) -> Bool {
        guard let elements = expression.as(SequenceExprSyntax.self)?.elements, elements.count == 3,
              elements.dropFirst().first?.is(AssignmentExprSyntax.self) == true, let value = elements.last,
              let root = ChainFlattener.flatten(ChainFlattener.unwrap(value)).first?.name
        else { return false }
        return extractor.contexts.local(named: root) != nil
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if runs(.suppressions) { SuppressionCollector.visit(token, in: extractor) }
        if runs(.callSites) { CallSiteCollector.visit(token, in: extractor) }
        return .skipChildren
    }

    // MARK: Imports and types

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.imports) { ImportCollector.visit(node, in: extractor) }
        return skip(node, member: nil)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.types) { TypeCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) {
        if runs(.types) { TypeCollector.visitPost(in: extractor) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.types) { TypeCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) {
        if runs(.types) { TypeCollector.visitPost(in: extractor) }
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.types) { TypeCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) {
        if runs(.types) { TypeCollector.visitPost(in: extractor) }
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.types) { TypeCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) {
        if runs(.types) { TypeCollector.visitPost(in: extractor) }
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.types) { TypeCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) {
        if runs(.types) { TypeCollector.visitPost(in: extractor) }
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.types) { TypeCollector.visit(node, in: extractor) }
        return .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.types) { TypeCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) {
        if runs(.types) { TypeCollector.visitPost(in: extractor) }
    }

    // MARK: Functions, closures and their locals

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.functions) { FunctionCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        if runs(.functions) { FunctionCollector.visitPost(in: extractor) }
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.functions) { FunctionCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) {
        if runs(.functions) { FunctionCollector.visitPost(in: extractor) }
    }

    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.functions) { FunctionCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) {
        if runs(.functions) { FunctionCollector.visitPost(in: extractor) }
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        if runs(.functions) { FunctionCollector.visit(node, in: extractor) }
        if SendingThreadReader.isBackgroundHop(node) { backgroundHops += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        if runs(.functions) { FunctionCollector.visitPost(in: extractor) }
        if SendingThreadReader.isBackgroundHop(node) { backgroundHops -= 1 }
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if runs(.functions) { FunctionCollector.visit(node, in: extractor) }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if runs(.functions) { FunctionCollector.visit(node, in: extractor) }
        return .visitChildren
    }

    // MARK: Properties and locals

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if runs(.properties) { PropertyCollector.visit(node, in: extractor) }
        if runs(.observation) { ObservationCollector.visit(node, in: extractor) }
        if runs(.functions) { FunctionCollector.visit(node, in: extractor) }
        // A local whose initializer names nothing reactive has been recorded; its subtree
        // (closures included) holds nothing else to find, unless it hands locals holding chains
        // to a memberwise initializer (`let input = Input(appear: viewWillAppear)`).
        if extractor.contexts.isInsideFunctionBody, canSkip(node, isTypeDeclaration: false),
           !node.bindings.contains(where: { $0.initializer.map { passesLocalChains($0.value) } ?? false })
        {
            return skip(node, member: nil)
        }
        return .visitChildren
    }

    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        if runs(.properties) { PropertyCollector.visit(node, in: extractor) }
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) {
        if runs(.properties) { PropertyCollector.visitPost(in: extractor) }
    }

    // MARK: Expressions

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if runs(.functions) { FunctionCollector.visit(node, in: extractor) }
        if runs(.feeds) { FeedCollector.visit(node, in: extractor) }
        if runs(.notificationPosts) { NotificationPostCollector.visit(node, in: extractor) }
        if runs(.virtualTime) { virtualTime.visit(node) }
        if runs(.futureWrappedTasks) { FutureWrappedTaskCollector.visit(node, in: extractor) }
        if runs(.chains) { ChainCollector.visit(node, in: extractor) }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if runs(.projectedReads) { ProjectedReadCollector.visit(node, in: extractor) }
        if runs(.observation) { ObservationCollector.visit(node, in: extractor) }
        if runs(.virtualTime) { virtualTime.visit(node, in: extractor) }
        if runs(.chains) { ChainCollector.visit(node, in: extractor) }
        if runs(.feeds) { FeedCollector.visit(node, in: extractor) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if runs(.projectedReads) { ProjectedReadCollector.visit(node, in: extractor) }
        if runs(.observation) { ObservationCollector.visit(node, in: extractor) }
        if runs(.virtualTime) { virtualTime.visit(node, in: extractor) }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if runs(.feeds) { FeedCollector.visit(node, in: extractor) }
        if runs(.chains) { ChainCollector.visit(node, in: extractor) }
        return .visitChildren
    }
}

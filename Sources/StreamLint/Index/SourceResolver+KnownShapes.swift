/// Sources recognised by the shape of the code around them rather than by a declaration of
/// their own: an app's operator written in an extension of the framework's stream protocol, a
/// use case called like a function, a publisher made by a request value's extension method, a
/// publisher type the module writes, an Action's outputs, ReactorKit's state, and well-known
/// sources of libraries outside the tree. `SourceResolver.resolution` asks these when a name's
/// own declaration says nothing.
extension SourceResolver {
    /// `viewModel.output.route.main` with `extension Publisher { var main: AnyPublisher<Output,
    /// Failure> { receive(on: DispatchQueue.main).eraseToAnyPublisher() } }`: a member the module
    /// adds to every stream is an operator on the stream it is read from, whose own cadence,
    /// consumers and replay decide (its declared type only repeats the stream's generic
    /// parameters). Nil when `operatorMember` is declared on anything else.
    func stream(
        readThrough operatorMember: ResolvedSource, named name: String, qualifier: String?, inType typeName: String?,
        near file: String, depth: Int
    ) -> ResolvedSource? {
        let declaration = operatorMember.declaration
        guard let qualifier, qualifier != "self",
              let owner = index.properties(named: name, near: declaration.file).first(where: { $0.location == declaration })?.typeName,
              FrameworkDescriptor.union(\.streamProtocols).contains(owner)
        else { return nil }
        let path = qualifier.split(separator: ".").map(String.init)
        guard let last = path.last else { return nil }
        let receiverName = last.hasPrefix("$") ? String(last.dropFirst()) : last
        let receiverQualifier = path.count > 1 ? path.dropLast().joined(separator: ".") : nil
        var receiver = PipelineSource(
            kind: last.hasPrefix("$") ? .published : .reference, text: qualifier, name: receiverName, qualifier: receiverQualifier)
        // `viewModel.output` typed from the enclosing type, as the extraction types a qualifier
        // (`LoginViewController#viewModel#output`): another type's `route` is another stream.
        let members = path.dropLast().drop { $0 == "self" }
        if let typeName, !members.isEmpty { receiver.qualifierType = ([typeName] + members).joined(separator: "#") }
        guard var resolved = resolution(of: receiver, inType: typeName, near: file, depth: depth + 1) else { return nil }
        resolved.operators += operatorMember.operators + [name]
        return resolved
    }

    /// `getMovieDetails(movieId: id)` where `getMovieDetails` is no function but a value whose
    /// type declares `callAsFunction(movieId:)` (a use case object): that method answers. The
    /// type is the member's declared one (`let getMovieDetails: GetMovieDetailsUseCase`), else,
    /// for a member injected without one (`@Injected(\.getMovieDetails) var getMovieDetails`),
    /// the module's type named like it (`GetMovieDetails`), the convention such containers follow.
    func callAsFunction(
        of name: String, labels: [String], qualifier: String?, inType typeName: String?, near file: String, depth: Int
    ) -> ResolvedSource? {
        guard qualifier == nil || qualifier == "self", let first = name.first, first.isLowercase else { return nil }
        let functions = index.functions(named: "callAsFunction", near: file)
        guard !functions.isEmpty else { return nil }
        let declaredType = typeName.flatMap { index.memberType(name, of: $0) }.map(ModuleIndex.simpleName)
        let namedType = first.uppercased() + name.dropFirst()
        guard let callable = [declaredType, namedType].compactMap({ $0 }).first(where: { type in
            functions.contains { $0.typeName.map(ModuleIndex.simpleName) == type }
        })
        else { return nil }
        guard let called = resolveFunction("callAsFunction", labels: labels, inType: callable, near: file, depth: depth),
              !Self.unclassifiedKinds.contains(called.kind)
        else { return nil }
        return called
    }

    /// `OrderApi.list(page: 1).responseModel(Order.self).startWithValues { … }`: the chain
    /// starts at a plain value (an enum case, a request description) that nothing in the module
    /// declares as a publisher, and its first link is a method the module declares, in an
    /// extension, returning one. That method makes the publisher, so it is the source. Nil when
    /// the source is already known, the link is a framework operator, or the method's own
    /// source cannot be told either.
    package func publisherMadeByFirstLink(of pipeline: Pipeline) -> (source: PipelineSource, operators: [PipelineOperator])? {
        let source = pipeline.source
        guard source.resolved == nil, let first = pipeline.operators.first, first.inner == nil,
              let declared = publisher(madeBy: first.name, after: source, near: pipeline.file, depth: 0)
        else { return nil }
        var made = PipelineSource(kind: .call, text: "\(source.text).\(first.name)(…)", callee: first.name)
        made.resolved = declared
        return (made, Array(pipeline.operators.dropFirst()))
    }

    /// The declaration of `link`, a module extension method returning a publisher, when it
    /// follows `source`, a plain value nothing declares as a publisher.
    func publisher(madeBy link: String, after source: PipelineSource, near file: String, depth: Int) -> ResolvedSource? {
        guard [.call, .reference, .unknown].contains(source.kind),
              !ReactiveVocabulary.knownOperators.contains(link), !ReactiveVocabulary.terminals.contains(link),
              let declared = resolveFunction(link, labels: [], inType: nil, near: file, depth: depth),
              !Self.unclassifiedKinds.contains(declared.kind),
              let returnType = declared.declaredType,
              ReactiveVocabulary.reactiveTypeNames.contains(FrameworkDescriptor.baseTypeName(returnType))
        else { return nil }
        return declared
    }

    /// `Publisher(userDefaults: self, key: key)`: a new instance of a publisher type the module
    /// writes itself, whose file shows what its subscription observes. Each instance observes
    /// for its own subscriber, so call sites share nothing.
    func ownPublisher(constructedBy callee: String, near file: String) -> ResolvedSource? {
        // Nested types share short names (`Task.Publisher`, `Observable.Publisher`): every type
        // of that name must say the same, or the call may be any of them.
        let declared = callee.first?.isUppercase == true ? index.types(named: callee, near: file).filter { !$0.isExtension } : []
        guard let type = declared.first, let observed = type.ownPublisherSource,
              declared.allSatisfy({ $0.ownPublisherSource == observed })
        else { return nil }
        // A subscription that sends one value from a call's completion handler is a request.
        if observed == .request {
            return ResolvedSource(
                kind: .request, declaration: type.location, operators: [], upstreamKey: nil,
                text: "\(callee), whose subscription sends one value from a call's completion handler and completes")
        }
        let observing = observed == .ownPublisher
            ? "whose subscription is called back (as a delegate or through a handler) on every change"
            : "observing \(observed.phrase.replacingOccurrences(of: " publisher", with: ""))"
        return ResolvedSource(
            kind: .ownPublisher, declaration: type.location, operators: [], upstreamKey: nil, text: "\(callee), \(observing)")
    }

    /// `deleteAction.errors` with `let deleteAction: Action<…>` declared in the module: an
    /// Action's outputs (ReactiveSwift's `values`, `errors`, `events`, `completed`, the
    /// RxSwift Action's `elements`) send on every execution; its `isExecuting`/`isEnabled`
    /// (`executing`/`enabled`) are properties that replay their current value.
    func actionOutput(named name: String, qualifier: String?, inType typeName: String?, near file: String) -> ResolvedSource? {
        let kind: SourceKind
        switch name {
        case "values", "errors", "events", "completed", "elements": kind = .subject
        case "isExecuting", "isEnabled", "executing", "enabled": kind = .property
        default: return nil
        }
        guard let holder = qualifier?.split(separator: ".").last.map(String.init) else { return nil }
        let actions = index.properties(named: holder, near: file)
            .filter { $0.declaredType.map(FrameworkDescriptor.baseTypeName) == "Action" }
        let sameType = actions.filter { $0.typeName == typeName }
        guard let action = sameType.first ?? (actions.count == 1 ? actions.first : nil) else { return nil }
        let project = index.project(of: action.location.file)
        return ResolvedSource(
            kind: kind, declaration: action.location, operators: [],
            upstreamKey: "\(project.isEmpty ? "" : project + "/")\(action.typeName ?? "")::\(action.name).\(name)",
            text: "\(holder).\(name)")
    }

    /// Sources of popular libraries whose declarations are never in the scanned module.
    static func wellKnownExternalSource(name: String, qualifier: String?) -> ResolvedSource? {
        let qualifier = qualifier ?? "self"
        if name == "objectWillChange" {
            return ResolvedSource(
                kind: .published, declaration: DeclarationLocation(file: "Combine", line: 1), operators: [],
                upstreamKey: "\(qualifier).objectWillChange", text: "ObservableObject.objectWillChange")
        }
        return nil
    }

    /// ReactorKit's `reactor.state`: one stream per reactor, so the subscriptions of one view
    /// (the enclosing type) share it. A reactor that transforms nothing in and either takes no
    /// actions (`typealias Action = NoAction`) or declares no `reduce` has a state that is its
    /// `initialState`, a constant.
    func reactorState(name: String, qualifier: String?, qualifierType: String?, inType typeName: String?) -> ResolvedSource? {
        let qualifier = qualifier ?? "self"
        let owner = qualifier.split(separator: ".").last.map(String.init) ?? qualifier
        guard name == "state", owner == "reactor" || owner.hasSuffix("Reactor") else { return nil }
        var state = ResolvedSource(
            kind: .state, declaration: DeclarationLocation(file: "ReactorKit", line: 1), operators: [],
            upstreamKey: "\(typeName ?? "")/\(qualifier).state", text: "ReactorKit Reactor.state")
        // `func bind(reactor: Reactor)` names the view's `typealias Reactor = ProfileReactor`.
        let written = qualifierType.flatMap(index.concreteType)
        let reactorType = written.map { written in typeName.flatMap { index.memberType(written, of: $0) } ?? written }
            ?? typeName.flatMap { index.memberType("Reactor", of: $0) }
        guard let reactorType else { return state }
        guard !index.functions(named: "transform").contains(where: {
            $0.typeName.map(ModuleIndex.simpleName) == ModuleIndex.simpleName(reactorType)
        }) else { return state }
        if index.memberType("Action", of: reactorType) == "NoAction" {
            state.kind = .just
            state.constantReason = "`\(reactorType)` takes no actions (`Action = NoAction`) and transforms nothing in, so its "
                + "state is its `initialState`"
        } else if index.types(named: ModuleIndex.simpleName(reactorType)).contains(where: { !$0.isExtension && !$0.isProtocol }),
                  index.memberType("reduce", of: reactorType) == nil
        {
            // ReactorKit's default `reduce` returns the state it is given: whatever `mutate`
            // does, nothing reaches the state.
            state.kind = .just
            state.constantReason = "`\(reactorType)` declares no `reduce` and transforms nothing in, so its "
                + "state is its `initialState`"
        }
        return state
    }
}

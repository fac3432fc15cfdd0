/// Follows references and calls to the declarations that build them, across files: a
/// `self.subject` to its `PassthroughSubject()`, `api.load()` to the `Future` in its body,
/// `bus.resets` to the subject its getter erases.
///
/// Each declaration is resolved once and remembered: popular names (`items`, `state`) have
/// many declarations, and chains of assignments between them would otherwise be followed
/// again for every pipeline.
package final class SourceResolver {
    package let index: ModuleIndex
    private let writes: PropertyWrites
    private static let maximumDepth = 6
    private var resolvedDeclarations: [PropertyKey: ResolvedSource] = [:]
    private var inProgress: Set<PropertyKey> = []
    private var resolvedCalls: [CallKey: ResolvedSource?] = [:]
    private var callsInProgress: Set<CallKey> = []
    /// A name looked up from one type and project resolves the same every time: a popular name
    /// (`items`, `state`) is asked for by hundreds of pipelines, and filtering its declarations
    /// again for each cost more than the rest of the resolution.
    private var resolvedLookups: [LookupKey: ResolvedSource?] = [:]
    /// Cycles cut so far: a lookup that met one while it resolved may resolve otherwise once the
    /// cycle's declarations are settled, so it is not remembered.
    private var cycleCuts = 0

    private struct LookupKey: Hashable {
        var name: String
        /// `x` or `self.x`, read from the type itself, rather than `other.x`.
        var readsOwnMember: Bool
        var qualifierType: String?
        var typeName: String?
        var project: String
        var projected: Bool
    }

    private struct CallKey: Hashable {
        var name: String
        var labels: [String]
        var typeName: String?
        /// The caller's project: the same call resolves among that project's functions.
        var project: String
    }

    private struct PropertyKey: Hashable {
        var location: DeclarationLocation
        var name: String
    }

    /// Whether a pipeline delivers at most one value, as the gate answers it: given, a send in
    /// a terminal's closure may count as one send (`deliversOnce(file:terminalOffset:)`). The
    /// resolver that answers for those terminals' pipelines is given none, so it does not follow
    /// such sends in turn, and keeps its own memory, so that a declaration being resolved here
    /// is never half-settled there.
    private let pipelineDeliversOnce: (@Sendable (Pipeline) -> Bool)?
    private lazy var terminalResolver = SourceResolver(index: index, deliversOnce: nil)
    private var deliversOnceByTerminal: [TerminalKey: Bool] = [:]

    private struct TerminalKey: Hashable {
        var file: String
        var offset: Int
    }

    package init(index: ModuleIndex, deliversOnce: (@Sendable (Pipeline) -> Bool)?) {
        self.index = index
        pipelineDeliversOnce = deliversOnce
        writes = PropertyWrites(index: index)
    }

    /// `near` is the file the source is written in: names resolve in its project first.
    package func resolve(_ source: PipelineSource, inType typeName: String?, near file: String) -> PipelineSource {
        var result = source
        result.resolved = resolution(of: source, inType: typeName, near: file, depth: 0)
        if let inputs = source.inputs {
            result.inputs = inputs.map { resolve($0, inType: typeName, near: file) }
        }
        return result
    }

    /// Whether the pipeline whose terminal's name token starts at `offset` in `file` delivers
    /// at most one value (`request().startWithValues { … }`), resolved by `terminalResolver`.
    private func deliversOnce(file: String, terminalOffset offset: Int) -> Bool {
        guard let pipelineDeliversOnce else { return false }
        let key = TerminalKey(file: file, offset: offset)
        if let known = deliversOnceByTerminal[key] { return known }
        var answer = false
        if let candidate = index.files[file]?.candidates.first(where: { $0.pipeline.location.startOffset == offset }) {
            answer = pipelineDeliversOnce(terminalResolver.resolved(candidate.pipeline))
        }
        deliversOnceByTerminal[key] = answer
        return answer
    }

    /// `pipeline` with its source and its operators' inner publishers resolved, as the module's
    /// pipelines are before the gate answers for them.
    package func resolved(_ pipeline: Pipeline) -> Pipeline {
        var pipeline = pipeline
        pipeline.source = resolve(pipeline.source, inType: pipeline.context.typeName, near: pipeline.file)
        if let made = publisherMadeByFirstLink(of: pipeline) {
            (pipeline.source, pipeline.operators) = made
        }
        for index in pipeline.operators.indices {
            guard let inner = pipeline.operators[index].inner else { continue }
            let resolved = resolve(inner, inType: pipeline.context.typeName, near: pipeline.file)
            pipeline.operators[index].inner = resolved
            pipeline.operators[index].innerSource = resolved.effectiveKind
        }
        return pipeline
    }

    func resolution(of source: PipelineSource, inType typeName: String?, near file: String, depth: Int) -> ResolvedSource? {
        guard depth < Self.maximumDepth else { return nil }
        switch source.kind {
        case .reference, .published:
            guard let name = source.name else { return nil }
            if let resolved = resolveProperty(
                named: name, qualifier: source.qualifier, qualifierType: source.qualifierType.flatMap(index.concreteType),
                inType: typeName, near: file, depth: depth, projected: source.kind == .published)
            {
                if Self.unclassifiedKinds.contains(resolved.kind),
                   let stream = stream(readThrough: resolved, named: name, qualifier: source.qualifier, inType: typeName, near: file, depth: depth)
                {
                    return stream
                }
                return resolved
            }
            if let state = reactorState(name: name, qualifier: source.qualifier, qualifierType: source.qualifierType, inType: typeName) {
                return state
            }
            if let output = actionOutput(named: name, qualifier: source.qualifier, inType: typeName, near: file) {
                return output
            }
            return Self.wellKnownExternalSource(name: name, qualifier: source.qualifier)
        case .call:
            guard let callee = source.callee else { return nil }
            // `reactor.pulse(\.$alert)`: the reactor's state, narrowed to one field.
            if callee == "pulse",
               let state = reactorState(name: "state", qualifier: source.qualifier, qualifierType: source.qualifierType, inType: typeName)
            {
                return state
            }
            // `player.publisher(for: .x)` with `let player: MediaPlayer` calls `MediaPlayer`'s method, not a
            // same-named one elsewhere.
            let receiver = source.qualifierType.flatMap(index.concreteType) ?? typeName
            let declared = resolveFunction(callee, labels: source.calleeLabels ?? [], inType: receiver, near: file, depth: depth)
            if let declared, !Self.unclassifiedKinds.contains(declared.kind) { return declared }
            if declared == nil, let called = callAsFunction(
                of: callee, labels: source.calleeLabels ?? [], qualifier: source.qualifier, inType: receiver, near: file, depth: depth)
            {
                return called
            }
            if let own = ownPublisher(constructedBy: callee, near: file) { return own }
            // `viewModel.items.unwrap()`, `controls.producer.combinePrevious([])`: a custom
            // operator on a reactive property, whose own body only says "self": the property is
            // the source. Not when the receiver's type is known and declares the method
            // (`var stream: Stream?` … `stream?.sendEOF()`): a same-named property of another
            // type is not what the call reads.
            if declared == nil || source.qualifierType.flatMap(index.concreteType) == nil,
               let qualifier = source.qualifier,
               let last = qualifier.split(separator: ".").reversed()
                   .first(where: { FrameworkDescriptor.framework(ofReferenceAdapter: String($0)) == nil })
            {
                let name = String(last).replacingOccurrences(of: "$", with: "")
                // `$setting.settingsPublisher()`: the operator reads the `@Published` property's publisher.
                if var resolved = resolveProperty(
                    named: name, qualifier: nil, inType: typeName, near: file, depth: depth, projected: last.hasPrefix("$"))
                {
                    // The operator's own chain (`take(1)` in an `await`) still applies.
                    resolved.operators += (declared?.operators ?? []) + [callee]
                    resolved.readThroughProperty = name
                    return resolved
                }
            }
            return declared
        default:
            return nil
        }
    }

    /// What a resolution says when it could not tell what the source is.
    static let unclassifiedKinds: Set<SourceKind> = [.unknown, .call, .reference]

    /// Without `projected`, an `@Published var x` is its value, not a publisher: only `$x` is.
    private func resolveProperty(
        named name: String, qualifier: String?, qualifierType: String? = nil, inType typeName: String?, near file: String,
        depth: Int, projected: Bool = false
    ) -> ResolvedSource? {
        let key = LookupKey(
            name: name, readsOwnMember: qualifier == nil || qualifier == "self", qualifierType: qualifierType, typeName: typeName, project: index.project(of: file),
            projected: projected)
        if let known = resolvedLookups[key] { return known }
        let cuts = cycleCuts
        let resolved = lookUpProperty(
            named: name, readsOwnMember: key.readsOwnMember, qualifierType: qualifierType, inType: typeName, near: file, depth: depth,
            projected: projected)
        if cycleCuts == cuts { resolvedLookups[key] = .some(resolved) }
        return resolved
    }

    private func lookUpProperty(
        named name: String, readsOwnMember: Bool, qualifierType: String?, inType typeName: String?, near file: String,
        depth: Int, projected: Bool
    ) -> ResolvedSource? {
        let readable = { (property: PropertyDeclarationFact) in projected || !property.isPublished }
        var candidates = index.properties(named: name, near: file).filter(readable)
        // `output.items` where `output` is known to be a `LoginViewModel.Output`: only that
        // type's `items`, in the file's own project first, else in whichever project declares
        // that type (never in every copy of the type the tree holds).
        if let qualifierType {
            let everywhere = index.properties(named: name).filter(readable)
            let own = Self.members(of: qualifierType, among: candidates, inType: typeName)
            let typed = own.isEmpty ? Self.members(of: qualifierType, among: everywhere, inType: typeName) : own
            // `client.$state` with `let client = makeClient()` returning a library's `XMPPClient`:
            // a type the module does not declare holds its own `state`, not a namesake's.
            if typed.isEmpty, !qualifierType.contains("#"), index.types(named: FrameworkDescriptor.baseTypeName(qualifierType)).isEmpty {
                return nil
            }
            candidates = typed.isEmpty ? everywhere : typed
        }
        guard !candidates.isEmpty else { return nil }
        let sameType = candidates.filter { $0.typeName == typeName }
        // A member the type inherits: its base class's declaration, not a same-named member of
        // an unrelated class (two base controllers that each declare `viewDidLoadRelay`).
        let inherited = !readsOwnMember || !sameType.isEmpty ? [] : typeName.map { typeName in
            candidates.filter { candidate in candidate.typeName.map { index.inherits(typeName, from: $0) } ?? false }
        } ?? []
        let chosen: [PropertyDeclarationFact]
        if readsOwnMember, !sameType.isEmpty {
            chosen = sameType
        } else if !inherited.isEmpty {
            chosen = inherited
        } else {
            chosen = candidates
        }
        var implementations = implementing(chosen, projected: projected)
        // A mock's `let typeList = Observable.never()` in the tests never feeds the app's
        // readers, as with functions (`computeFunction`).
        let production = implementations.filter { !TestDoubles.isTestDouble(typeName: $0.typeName, file: $0.location.file) }
        if !production.isEmpty, !TestDoubles.isTestFile(file) { implementations = production }
        return agreeing(implementations.map { resolveDeclaration($0, depth: depth) })
    }

    /// The candidates declared in the type written `qualifierType`: `input.viewDidLoad` with
    /// `input: Input` inside `LoginViewModel` means its own nested `LoginViewModel.Input` before
    /// every other type of that simple name.
    private static func members(
        of qualifierType: String, among candidates: [PropertyDeclarationFact], inType typeName: String?
    ) -> [PropertyDeclarationFact] {
        let nested = qualifierType.contains(".") ? [] : candidates.filter { candidate in
            ModuleIndex.typeName(qualifierType, in: typeName, matches: candidate.typeName) && candidate.typeName != qualifierType
        }
        let exact = nested.isEmpty ? candidates.filter { $0.typeName == qualifierType } : nested
        if !exact.isEmpty || qualifierType.contains(".") { return exact }
        return candidates.filter { ModuleIndex.simpleName($0.typeName ?? "") == qualifierType }
    }

    /// `outputs.message` where `outputs` is an `AlertViewModelOutputs`: a protocol that only
    /// requires `var message: Observable<String> { get }` says nothing of what it emits; the
    /// types adopting it do. Each requirement stands for its implementations, when there are any.
    private func implementing(_ properties: [PropertyDeclarationFact], projected: Bool) -> [PropertyDeclarationFact] {
        var seen: Set<PropertyKey> = []
        return properties.flatMap { property -> [PropertyDeclarationFact] in
            guard !property.isStored, property.source == nil, let owner = property.typeName else { return [property] }
            let implementations = index.implementations(ofProperty: property.name, requiredBy: owner)
                .filter { projected || !$0.isPublished }
            return implementations.isEmpty ? [property] : implementations
        }.filter { seen.insert(PropertyKey(location: $0.location, name: $0.name)).inserted }
    }

    private func resolveDeclaration(_ property: PropertyDeclarationFact, depth: Int) -> ResolvedSource {
        let key = PropertyKey(location: property.location, name: property.name)
        if let known = resolvedDeclarations[key] { return known }
        guard inProgress.insert(key).inserted else {
            cycleCuts += 1
            return ResolvedSource(kind: .reference, declaration: property.location, operators: [], upstreamKey: nil)
        }
        let resolved = computeDeclaration(property, depth: depth)
        inProgress.remove(key)
        resolvedDeclarations[key] = resolved
        return resolved
    }

    private func computeDeclaration(_ property: PropertyDeclarationFact, depth: Int) -> ResolvedSource {
        let declaration = property.location
        // Two projects' `Model.items` are two upstreams (the project is left out of a one-project tree's keys).
        let project = index.project(of: declaration.file)
        let ownKey = property.isStored ? "\(project.isEmpty ? "" : project + "/")\(property.typeName ?? "")::\(property.name)" : nil
        if property.isPublished {
            if property.isStored, property.writtenOnlyInInit == true {
                var resolved = ResolvedSource(kind: .just, declaration: declaration, operators: [], upstreamKey: ownKey, text: property.declaredType)
                resolved.declaredType = property.declaredType
                resolved.constantReason = "is `@Published` with a setter private to its file, which sets it nowhere but in `init`"
                return resolved
            }
            return ResolvedSource(kind: .published, declaration: declaration, operators: [], upstreamKey: ownKey)
        }
        if let source = property.source, !writes.replacedInInit(property, declaredKind: source.kind) {
            // A getter returning a call's chain (`var listRequest: SignalProducer<…> { provider.list() }`)
            // makes a fresh publisher on every read, as a function does: out of reach, it reads as a call.
            let readsAsCall = !property.isStored && source.kind == .call
            if let inner = resolution(of: source, inType: property.typeName, near: declaration.file, depth: depth + 1) {
                var resolved = ResolvedSource(
                    kind: inner.kind, declaration: declaration, operators: inner.operators + property.operators,
                    upstreamKey: property.isStored && !property.operators.isEmpty ? ownKey : (inner.upstreamKey ?? ownKey),
                    text: inner.text)
                // A getter handing out a constant (`var muted: BehaviorRelay<Bool> { isMutedRelay }`) says why.
                resolved.constantReason = inner.constantReason
                if readsAsCall, Self.unclassifiedKinds.contains(inner.kind) {
                    resolved.kind = .call
                    resolved.declaredType = property.declaredType ?? inner.declaredType
                }
                return resolved
            }
            if readsAsCall {
                var opaque = ResolvedSource(kind: .call, declaration: declaration, operators: property.operators, upstreamKey: nil)
                opaque.declaredType = property.declaredType
                return opaque
            }
            if source.kind != .reference && source.kind != .call && source.kind != .unknown {
                if property.operators.isEmpty, let constant = writes.constant(property, kind: source.kind, type: source.text, upstreamKey: ownKey) {
                    return constant
                }
                var resolved = ResolvedSource(
                    kind: source.kind, declaration: declaration, operators: property.operators, upstreamKey: ownKey,
                    text: source.text, inputs: resolvedInputs(source.inputs, inType: property.typeName, near: declaration.file, depth: depth),
                    sendsFromCallback: source.sendsFromCallback)
                if source.kind == .notification { resolved.notificationName = source.name }
                if property.operators.isEmpty { resolved.constantReason = writes.fedOnce(property, kind: source.kind, deliversOnce: deliversOnce(file:terminalOffset:)) }
                return resolved
            }
        }
        let declaredKind = property.declaredType.flatMap(FrameworkDescriptor.sourceKind(ofDeclaredType:))
        // A read-only property type says "state", but one given only `Property(value:)` is a
        // constant: one value for each observer.
        if let declaredKind, let constant = writes.constant(property, kind: declaredKind, type: property.declaredType, upstreamKey: ownKey) {
            return constant
        }
        if let declaredKind, let handed = handedIn(property, kind: declaredKind, upstreamKey: ownKey, depth: depth) {
            return handed
        }
        if let declaredKind, declaredKind != .property || writes.assignedConstant(property) == nil {
            var resolved = ResolvedSource(kind: declaredKind, declaration: declaration, operators: [], upstreamKey: ownKey)
            resolved.constantReason = writes.fedOnce(property, kind: declaredKind, deliversOnce: deliversOnce(file:terminalOffset:))
            return resolved
        }
        let assigned = Self.preferringProduction(index.feeds(named: property.name, near: declaration.file).filter {
            $0.kind == .assignment && $0.assignedSource != nil
                && ModuleIndex.typeName($0.typeName, in: $0.scopeTypeName, matches: property.typeName)
        }, of: property)
        let resolvedAssignments = assigned.compactMap { feed -> ResolvedSource? in
            guard let chain = feed.assignedSource else { return nil }
            if let inner = resolution(
                of: chain.source, inType: feed.scopeTypeName ?? property.typeName, near: feed.location.file, depth: depth + 1)
            {
                return ResolvedSource(
                    kind: inner.kind, declaration: declaration, operators: inner.operators + chain.operators,
                    upstreamKey: ownKey, text: inner.text)
            }
            if chain.source.kind != .reference && chain.source.kind != .call && chain.source.kind != .unknown {
                return ResolvedSource(
                    kind: chain.source.kind, declaration: declaration, operators: chain.operators, upstreamKey: ownKey,
                    text: chain.source.text,
                    inputs: resolvedInputs(
                        chain.source.inputs, inType: feed.scopeTypeName ?? property.typeName, near: feed.location.file, depth: depth),
                    sendsFromCallback: chain.source.sendsFromCallback)
            }
            return nil
        }
        if var resolved = agreeing(resolvedAssignments) {
            resolved.declaredType = property.declaredType
            return resolved
        }
        var opaque = ResolvedSource(kind: .reference, declaration: declaration, operators: [], upstreamKey: ownKey)
        opaque.declaredType = property.declaredType
        return opaque
    }

    /// `let viewAppear: PublishRelay<Void>` in a view model's `Input`, given whole by every
    /// `Input(viewAppear: self.viewDidLoadPublisher)`: the very relay handed in, so its own feeds
    /// say how often it sends (a base controller's relay accepted once in `viewDidLoad` is fed
    /// once). Its subscribers stay this property's: each `Input` holds its own controller's relay.
    /// Nil unless every assignment hands in a declared source of the same kind.
    private func handedIn(_ property: PropertyDeclarationFact, kind: SourceKind, upstreamKey: String?, depth: Int) -> ResolvedSource? {
        guard property.source == nil, property.isStored else { return nil }
        let assigned = Self.preferringProduction(index.feeds(named: property.name, near: property.location.file).filter {
            $0.kind == .assignment && ModuleIndex.typeName($0.typeName, in: $0.scopeTypeName, matches: property.typeName)
        }, of: property)
        guard !assigned.isEmpty else { return nil }
        var handed: [ResolvedSource] = []
        for feed in assigned {
            guard let chain = feed.assignedSource, chain.operators.isEmpty, chain.source.kind == .reference,
                  let inner = resolution(
                      of: chain.source, inType: feed.scopeTypeName ?? property.typeName, near: feed.location.file, depth: depth + 1),
                  inner.kind == kind, inner.declaration != property.location
            else { return nil }
            handed.append(inner)
        }
        guard let first = agreeing(handed) else { return nil }
        var resolved = ResolvedSource(
            kind: first.kind, declaration: property.location, operators: first.operators, upstreamKey: upstreamKey, text: first.text)
        // One value only when every source handed in sends one.
        resolved.constantReason = handed.allSatisfy { $0.constantReason != nil } ? first.constantReason : nil
        resolved.declaredType = property.declaredType
        return resolved
    }

    /// `Observable.zip(self.query, totalResults)` written in a declaration: each input resolved
    /// where it is written, so that the combination's cadence follows from theirs.
    private func resolvedInputs(_ inputs: [PipelineSource]?, inType typeName: String?, near file: String, depth: Int) -> [PipelineSource]? {
        inputs?.map { input in
            var input = input
            if input.resolved == nil { input.resolved = resolution(of: input, inType: typeName, near: file, depth: depth + 1) }
            return input
        }
    }

    func resolveFunction(
        _ name: String, labels: [String], inType typeName: String?, near file: String, depth: Int
    ) -> ResolvedSource? {
        let key = CallKey(name: name, labels: labels, typeName: typeName, project: index.project(of: file))
        if let known = resolvedCalls[key] { return known }
        guard callsInProgress.insert(key).inserted else {
            cycleCuts += 1
            return nil
        }
        let resolved = computeFunction(name, labels: labels, inType: typeName, near: file, depth: depth)
        callsInProgress.remove(key)
        resolvedCalls[key] = .some(resolved)
        return resolved
    }

    private func computeFunction(
        _ name: String, labels: [String], inType typeName: String?, near file: String, depth: Int
    ) -> ResolvedSource? {
        let all = Array(index.functions(named: name, near: file))
        guard !all.isEmpty else { return nil }
        // `reconnect()` is not `reconnect(_ configuration:)`: the same labels in the same number
        // first; then the written labels alone, since defaulted parameters may be left out.
        let exact = all.filter { $0.argumentLabels == labels }
        let callLabels = labels.filter { $0 != "_" }
        let matching = exact.isEmpty
            ? all.filter { function in function.argumentLabels.filter { $0 != "_" } == callLabels }
            : exact
        let pool = matching.isEmpty ? all : matching
        let implementations = pool.filter { !$0.isRequirement && !$0.returned.isEmpty }
        guard !implementations.isEmpty else {
            // A requirement with no implementation in the module: its return type still says
            // `Single` or `Future`.
            guard let requirement = pool.first else { return nil }
            let kind = FrameworkDescriptor.sourceKind(ofDeclaredType: requirement.returnType) ?? .reference
            var resolved = ResolvedSource(kind: kind, declaration: requirement.location, operators: [], upstreamKey: nil)
            resolved.declaredType = requirement.returnType
            return resolved
        }
        var preferred = implementations.filter { $0.typeName == typeName }
        if preferred.isEmpty, let typeName {
            // `localProvider.clearAll()` with `let localProvider: PostLocalProviderType`: the
            // protocol's adopters answer, not every same-named method (the caller's own among them).
            let adopters = index.adopters(of: typeName)
            preferred = implementations.filter { adopters.contains(ModuleIndex.simpleName($0.typeName ?? "")) }
        }
        if preferred.isEmpty, let typeName {
            // `get(key: kCurrentVenue)` in a repository subclass: the superclass's `get` runs,
            // not every `get` of the module.
            preferred = implementations.filter { implementation in
                implementation.typeName.map { index.inherits(typeName, from: $0) } ?? false
            }
        }
        var chosen = preferred.isEmpty ? implementations : preferred
        // `FakeUserRepository` and `MockUserRepository` answer for the real one only in tests:
        // outside them, what the production implementations do is the answer.
        let production = chosen.filter { !TestDoubles.isTestDouble(typeName: $0.typeName, file: $0.location.file) }
        if !production.isEmpty, !TestDoubles.isTestFile(file) { chosen = production }
        // `func call<T>(endpoint:) -> AnyPublisher<T, Error> { call(endpoint: e).tryMap(decode) }`:
        // an overload that only hands back a same-named sibling's publisher says what it says.
        let own = chosen.filter { !Self.delegatesToSibling($0) }
        if !own.isEmpty { chosen = own }
        let resolutions = chosen.map { function -> ResolvedSource in
            let returned = function.returned.map { chain -> ResolvedSource in
                if let requestType = Self.requestObjectType(chain.source) {
                    // A fresh object per call: its signal is not shared between call sites.
                    return ResolvedSource(
                        kind: .request, declaration: function.location, operators: chain.operators, upstreamKey: nil,
                        text: "\(requestType)(…)")
                }
                if let inner = resolution(of: chain.source, inType: function.typeName, near: function.location.file, depth: depth + 1) {
                    // A chain that shares (`share()`, `publish().refCount()`) makes a new shared
                    // upstream per call, which the callers do not have in common.
                    // What the inner declaration showed of its source (a hand-written producer's
                    // one value, a combination's inputs) holds for this function too.
                    // Out of reach, the call's own text (`repository.observeChanges()`) is what names it.
                    let text = Self.unclassifiedKinds.contains(inner.kind) ? inner.text ?? chain.source.text : inner.text
                    return ResolvedSource(
                        kind: inner.kind, declaration: function.location, operators: inner.operators + chain.operators,
                        upstreamKey: chain.operators.contains(where: ReactiveVocabulary.sharingOperators.contains) ? nil : inner.upstreamKey,
                        text: text, inputs: inner.inputs, sendsFromCallback: inner.sendsFromCallback)
                }
                // `return OrderApi.refund(id).rac_response(String.self).map { … }`: the module's
                // extension method makes the publisher, as in a pipeline of its own.
                if let first = chain.operators.first,
                   let made = publisher(madeBy: first, after: chain.source, near: function.location.file, depth: depth + 1)
                {
                    return ResolvedSource(
                        kind: made.kind, declaration: function.location, operators: made.operators + chain.operators.dropFirst(),
                        upstreamKey: nil, inputs: made.inputs, sendsFromCallback: made.sendsFromCallback)
                }
                return ResolvedSource(
                    kind: chain.source.kind, declaration: function.location, operators: chain.operators, upstreamKey: nil,
                    text: chain.source.text,
                    inputs: resolvedInputs(chain.source.inputs, inType: function.typeName, near: function.location.file, depth: depth),
                    sendsFromCallback: chain.source.sendsFromCallback)
            }
            // `guard isPrepared else { return Fail(error: .notPrepared) }`: the error path says
            // nothing of what the function hands back when it works.
            let succeeding = returned.filter { $0.kind != .fail }
            var resolved = agreeing(succeeding.isEmpty ? returned : succeeding)
                ?? ResolvedSource(kind: .unknown, declaration: function.location, operators: [], upstreamKey: nil)
            resolved.declaredType = function.returnType
            return resolved
        }
        return agreeing(resolutions)
    }

    /// Whether every chain `function` returns starts by calling its own name, with its own
    /// labels, on itself, and only transforms the values (`tryMap`, `decode`, no time
    /// operator, combinator or sharing): an overload that adapts a sibling's publisher.
    private static func delegatesToSibling(_ function: FunctionDeclarationFact) -> Bool {
        let labels = function.argumentLabels.filter { $0 != "_" }
        return !function.returned.isEmpty && function.returned.allSatisfy { chain in
            chain.source.kind == .call && chain.source.callee == function.name && [nil, "self"].contains(chain.source.qualifier)
                && (chain.source.calleeLabels ?? []).filter { $0 != "_" } == labels
                && !chain.operators.contains(where: shapingOperators.contains)
        }
    }

    /// Operators that change what a chain sends or who shares it, not only its values.
    private static let shapingOperators = ReactiveVocabulary.timeOperators.union(ReactiveVocabulary.combinators)
        .union(ReactiveVocabulary.sharingOperators).union(GateAnswers.Cadence.joiningOperators)

    /// `UpdateUserCall(…).objectSignal`, `call.objectSignal` after `let call = LoginRequest(…)`:
    /// the type of an object made for one request, named so by the common `…Call`/`…Request`
    /// convention; nil otherwise.
    static func requestObjectType(_ source: PipelineSource) -> String? {
        let candidates: [String?] = [
            source.kind == .reference ? source.qualifierType : nil,
            source.kind == .call || source.kind == .create ? String(source.text.prefix { $0 != "(" }) : nil,
        ]
        for case let name? in candidates where !name.contains("#") && !name.contains(".") {
            guard name.first?.isUppercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber }) else { continue }
            for suffix in ["Call", "Request"] where name.hasSuffix(suffix) && name.count > suffix.count {
                return name
            }
        }
        return nil
    }

    /// `Input(appear: Driver.just(()))` in a test beside the app's `Input(appear: viewWillAppear)`:
    /// what the app hands in is what the property of an app's type holds when the app runs; a
    /// test's stand-ins say nothing of it, also when the app's own hand-over is not seen
    /// (`.init(appear: appearing)`, typed by its context).
    private static func preferringProduction(_ assignments: [FeedFact], of property: PropertyDeclarationFact) -> [FeedFact] {
        if TestDoubles.isTestFile(property.location.file) { return assignments }
        return assignments.filter { !TestDoubles.isTestFile($0.location.file) }
    }

    /// One answer when every declaration agrees on the kind, `unknown` when they disagree.
    private func agreeing(_ resolutions: [ResolvedSource]) -> ResolvedSource? {
        guard let first = resolutions.first else { return nil }
        if resolutions.allSatisfy({ $0.kind == first.kind }) {
            var merged = first
            var operators = first.operators
            for other in resolutions.dropFirst() {
                for op in other.operators where !operators.contains(op) { operators.append(op) }
            }
            merged.operators = operators
            return merged
        }
        // Same-named declarations of different kinds (`userSelected` in several view models)
        // still answer the gate when they all stream, or all deliver once.
        let cadences = Set(resolutions.map(Self.cadence(of:)))
        if cadences.count == 1, let cadence = cadences.first, cadence != .unknown {
            var representative = resolutions.first { $0.kind != .reference } ?? first
            representative.upstreamKey = nil
            return representative
        }
        var unknown = ResolvedSource(kind: .unknown, declaration: first.declaration, operators: first.operators, upstreamKey: nil)
        // Declarations that disagree on what they build (a provider's request, another's
        // `Fail`, a third out of reach) but are declared alike still say, by that type, what a
        // caller gets; not when one of them is shown to stream.
        if Set(resolutions.map(\.declaredType)).count == 1, !cadences.contains(.stream) {
            unknown.declaredType = first.declaredType
        }
        return unknown
    }

    private static func cadence(of resolution: ResolvedSource) -> GateAnswers.Cadence {
        if FrameworkDescriptor.uiStreamType(resolution.declaredType) != nil && resolution.kind == .reference { return .stream }
        // `Deferred { Future { … } }`, a create body that sends once: what they wrap decides.
        if [.deferred, .create].contains(resolution.kind), let inner = resolution.inputs?.first {
            return inner.resolved.map(cadence(of:)) ?? inner.kind.cadence.0
        }
        if resolution.kind == .combined, let inputs = resolution.inputs, !inputs.isEmpty {
            let each = inputs.map { input -> GateAnswers.Cadence in
                // An input that joins other publishers in its declaration is left to the gate.
                if input.resolved?.operators.contains(where: GateAnswers.Cadence.joiningOperators.contains) == true { return .unknown }
                return input.resolved.map(cadence(of:)) ?? input.kind.cadence.0
            }
            return GateAnswers.Cadence.combined(each, text: resolution.text ?? "").0
        }
        return resolution.kind.cadence.0
    }
}

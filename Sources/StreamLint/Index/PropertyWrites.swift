/// How a stored subject, relay or property is written across the module, which can make it
/// value-shaped however it is declared: given its value only where it is declared or in `init`
/// (a constant), or given one value by a method that runs once per object (fed once). Every way
/// of writing one is a feed (see `FeedCollector`); `SourceResolver` asks here before it answers
/// "a subject is a stream".
struct PropertyWrites {
    let index: ModuleIndex

    /// The namespaces of RxCocoa's and ReactiveCocoa's binders: a target reached through one
    /// is a view's property, never a module's subject or relay.
    private static let binderNamespaces: Set<String> = ["rx", "reactive"]

    /// Sources that hold a value anyone may change later, by a call or an assignment.
    private static let settableKinds: Set<SourceKind> = [.currentValueSubject, .behaviorRelay, .property]

    /// A subject, relay or `MutableProperty` given its value only where it is declared or in its
    /// own type's `init` (not in a closure there), and written nowhere else in the module: each
    /// subscriber reads that one value. Every way of writing it is a feed (see `FeedCollector`),
    /// and members that may write one are always walked (`ReactiveVocabulary.valueWriteNeedles`).
    /// `@Published` is `SourceResolver.computeDeclaration`'s: only one whose setter is private to
    /// its file can be shown set once (`FileLocalWriteScanner`).
    func constant(_ property: PropertyDeclarationFact, kind: SourceKind, type: String?, upstreamKey: String?) -> ResolvedSource? {
        guard property.isStored, let owner = property.typeName, Self.settableKinds.contains(kind),
              kind != .property || (type ?? "").hasPrefix("MutableProperty")
        else { return nil }
        var initFeeds: [FeedFact] = []
        for feed in feeds(of: property, owner: owner) {
            guard feed.functionName == "init", feed.inClosure != true, feed.kind != .write, feed.kind != .passed,
                  ModuleIndex.typeName(feed.typeName, in: feed.scopeTypeName, matches: owner)
            else { return nil }
            // `self.name = BehaviorRelay(value: …)` sets it up and `name.value = user.name` gives
            // it a value; anything else assigned is another source.
            if feed.kind == .assignment, !Self.setsUp(feed, kind: kind) && !Self.givesValue(feed) || handsOverAFedLocal(feed) {
                return nil
            }
            initFeeds.append(feed)
        }
        // `let items: BehaviorRelay<[Item]>` with no write found: it is given a source where its
        // type is made (`Output(items: service.items)`), which says nothing reactive to the walk.
        if initFeeds.isEmpty, property.declaredWithoutValue == true { return nil }
        var resolved = ResolvedSource(kind: .just, declaration: property.location, operators: [], upstreamKey: upstreamKey, text: type)
        resolved.declaredType = property.declaredType
        resolved.constantReason = initFeeds.isEmpty
            ? "given its only value where it is declared; nothing in the module writes it later"
            : "given its value only in `init` (\(initFeeds.map(\.location.description).joined(separator: ", "))); "
                + "nothing in the module writes it later"
        return resolved
    }

    /// `var files: AnyPublisher<[Item], Never> = CurrentValueSubject([]).eraseToAnyPublisher()`
    /// with `self.files = subject.handleEvents(…).eraseToAnyPublisher()` in `init`: the value it
    /// is declared with is replaced before anyone can subscribe, so the chain `init` assigns is
    /// its source. Only a declared value already shaped into a publisher (with operators): a
    /// subject, relay or property declared bare is the object `init` binds into (`items <~
    /// signal`) or sets up anew (`self.items = BehaviorRelay(value: first)`, which `constant`
    /// reads as a setup).
    func replacedInInit(_ property: PropertyDeclarationFact, declaredKind: SourceKind) -> Bool {
        guard property.isStored, !property.operators.isEmpty, let owner = property.typeName else { return false }
        return feeds(of: property, owner: owner).contains { feed in
            guard feed.kind == .assignment, feed.functionName == "init", feed.inClosure != true,
                  feed.receiver == nil || feed.receiver == "self", let chain = feed.assignedSource
            else { return false }
            return chain.source.kind != declaredKind || !chain.operators.isEmpty
        }
    }

    /// `_update = update` after `let update = BehaviorSubject(value: first)` in the same `init`,
    /// which goes on to send to `update` from a callback: the property holds a subject fed
    /// under its local's name.
    private func handsOverAFedLocal(_ assignment: FeedFact) -> Bool {
        guard let local = assignment.assignedSource?.source, local.qualifier == nil, let name = local.name else { return false }
        return index.feeds(named: name, near: assignment.location.file).contains { feed in
            feed.kind != .assignment && feed.location.file == assignment.location.file
                && feed.functionName == assignment.functionName && feed.typeName == assignment.typeName
        }
    }

    /// `name.value = user.name`: a plain value, not a chain that could feed it again.
    private static func givesValue(_ feed: FeedFact) -> Bool {
        feed.setsValue == true && feed.assignedSource == nil
    }

    /// `self.refresh = PublishRelay()` in `init`, not in a closure there: the property is set up
    /// with a new source of its own kind, not given a value; `self.refresh = .init()` calls the
    /// declared type's own initializer.
    private static func setsUp(_ feed: FeedFact, kind: SourceKind) -> Bool {
        guard feed.kind == .assignment, feed.functionName == "init", feed.inClosure != true else { return false }
        if feed.assignsOwnInitializer == true { return true }
        guard let assigned = feed.assignedSource else { return false }
        return assigned.source.kind == kind && assigned.operators.isEmpty
    }

    /// The feeds by `property`'s name, or the name of a computed property of its type that
    /// hands it out (`var createdPlayer: BehaviorRelay<Bool> { _isCreatedPlayer }`), that may
    /// write it: not a UI binder of that name, nor another type's own namesake (`name = …`
    /// there, or `viewModel.name` where the writer's `viewModel` is declared as another type).
    private func feeds(of property: PropertyDeclarationFact, owner: String) -> [FeedFact] {
        let aliases = (index.aliasesByTarget[property.name] ?? []).filter { alias in
            alias.typeName.map { ModuleIndex.simpleName($0) == ModuleIndex.simpleName(owner) } ?? false
        }
        return ([property.name] + aliases.map(\.name)).flatMap { name in feeds(named: name, of: property, owner: owner) }
    }

    private func feeds(named name: String, of property: PropertyDeclarationFact, owner: String) -> [FeedFact] {
        index.feeds(named: name, near: property.location.file).filter { feed in
            // `label.reactive.text <~ …`, `bind(to: label.rx.text)`: a UI binder of that name.
            if let receiver = feed.receiver, Self.binderNamespaces.contains(receiver) { return false }
            guard let writer = feed.typeName else { return true }
            if feed.receiver == nil || feed.receiver == "self" {
                return ModuleIndex.typeName(writer, in: feed.scopeTypeName, matches: owner) || index.inherits(writer, from: owner)
            }
            guard let receiver = feed.receiver, let written = index.memberType(receiver, of: writer) else { return true }
            return ModuleIndex.simpleName(written) == ModuleIndex.simpleName(owner)
                || index.inherits(written, from: owner) || index.inherits(owner, from: written)
        }
    }

    /// Sources that send what they are given, to whoever subscribes at the time.
    private static let fedKinds: Set<SourceKind> = [.subject, .relay, .currentValueSubject, .behaviorRelay, .property]

    /// A subject, relay or property given one value after it is set up, at one place, by a
    /// method that runs once per object (`viewDidLoad`, or `loadData()` called once from
    /// `init`) and not from a loop or an observer there: it sends that one value. Whether a
    /// current-value source still replays it is the replay question's. A send in the closure
    /// of a pipeline's terminal (`request().startWithValues { self.user.value = $0 }`) runs as
    /// often as that pipeline delivers: once when `deliversOnce(file, terminal offset)` says so.
    func fedOnce(
        _ property: PropertyDeclarationFact, kind: SourceKind, deliversOnce: (_ file: String, _ terminalOffset: Int) -> Bool
    ) -> String? {
        guard property.isStored, let owner = property.typeName, Self.fedKinds.contains(kind) else { return nil }
        let sends = feeds(of: property, owner: owner).filter { !Self.setsUp($0, kind: kind) }.flatMap { writesThroughStore(of: $0, property) }
        guard sends.count == 1, let send = sends.first,
              let function = send.oneTimeSender(deliversOnce: { deliversOnce(send.location.file, $0) }), function != "init",
              let hook = index.runOnceHook(function, of: send.typeName)
        else { return nil }
        // Sent while `init` runs, not from a callback it starts: nobody has subscribed yet, and
        // only a current-value source keeps the value for later subscribers.
        if hook == "init", send.inClosure != true, !Self.settableKinds.contains(kind) { return nil }
        let answer = send.mayRepeat == true ? ", in the answer of a pipeline that delivers one value," : ""
        return "is given a value at one place only (\(send.location.description))\(answer) in `\(function)`, which runs once per object"
    }

    /// `Input(viewAppear: self.viewDidLoadPublisher)`: handed to a memberwise initializer, the
    /// subject is stored under the label's name, and only what is written through that stored
    /// property writes it (nothing, when the input is only read). Any other feed is its own write,
    /// and so is a hand-over to a property the module does not declare.
    private func writesThroughStore(of feed: FeedFact, _ property: PropertyDeclarationFact) -> [FeedFact] {
        guard feed.kind == .passed,
              let stored = index.assignments(at: feed.location).first(where: { assignment in
                  assignment.assignedSource?.source.name == property.name && assignment.typeName != feed.typeName
              }),
              let storeType = stored.typeName,
              let store = index.properties(named: stored.name, near: feed.location.file).first(where: {
                  ModuleIndex.typeName(storeType, in: stored.scopeTypeName, matches: $0.typeName)
              })
        else { return [feed] }
        return feeds(of: store, owner: store.typeName ?? storeType).filter { $0.kind != .assignment }
    }

    /// The constant every assignment of a property gives it (`Property(value: …)`), if they
    /// all do.
    func assignedConstant(_ property: PropertyDeclarationFact) -> SourceKind? {
        let assigned = index.feeds(named: property.name, near: property.location.file).filter {
            $0.kind == .assignment && ModuleIndex.typeName($0.typeName, in: $0.scopeTypeName, matches: property.typeName)
        }
        guard !assigned.isEmpty,
              assigned.allSatisfy({ $0.assignedSource?.source.kind == .just && $0.assignedSource?.operators.isEmpty == true })
        else { return nil }
        return .just
    }
}

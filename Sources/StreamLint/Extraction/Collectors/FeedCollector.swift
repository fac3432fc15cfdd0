import SwiftSyntax

/// Places that push values into a subject, relay or property: `send`, `accept` and `onNext`
/// calls, assignments (`query = …`, `progress.value = …`, `target <~ source`), the labeled
/// arguments of a memberwise initializer, and every other write a property's "given a value
/// only in `init`" answer must not miss (bindings into it, `+=`, `value.append(…)`, `swap`).
enum FeedCollector {
    static func visit(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) {
        recordSend(node, in: extractor)
        if !recordBindingTargets(node, in: extractor) { recordPassedReferences(node, in: extractor) }
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self),
           reference.baseName.text.first?.isUppercase == true
        {
            recordMemberwiseArguments(node, typeName: reference.baseName.text, in: extractor)
        }
        // `EventsViewModel.Input(segmentSelection: …)`: a nested type's memberwise initializer,
        // named as written so that it matches the nested type from outside its parent too.
        // `MovieOutput.init(movieDetails: movieResponse)`: the same initializer, named explicitly.
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let namesInit = member.declName.baseName.tokenKind == .keyword(.`init`)
            let path = ChainFlattener.flatten(namesInit ? base : node.calledExpression)
            if !path.isEmpty, path.allSatisfy({ !$0.isCall && $0.name.first?.isUppercase == true }) {
                recordMemberwiseArguments(node, typeName: path.map(\.name).joined(separator: "."), in: extractor)
            } else if !namesInit, member.declName.baseName.text.first?.isUppercase == true {
                recordMemberwiseArguments(node, typeName: member.declName.baseName.text, in: extractor)
            }
        }
    }

    /// `var bindingTarget: BindingTarget<Int?> { lastBinding.bindingTarget }`: a property handing
    /// out its writer lets anyone holding it write the property, wherever that happens.
    static func visit(_ node: MemberAccessExprSyntax, in extractor: FactExtractor) {
        guard writerHandles.contains(node.declName.baseName.text), let base = node.base else { return }
        let segments = ChainFlattener.flatten(base)
        guard let name = segments.last?.name, !name.isEmpty, name != "self", name.first?.isLowercase == true else { return }
        record(feed(named: name, kind: .write, at: node, receiver: segments.dropLast().last?.name, in: extractor), at: node, in: extractor)
    }

    /// ReactiveSwift's `bindingTarget` and RxSwift's `asObserver()`: a handle that writes the property.
    private static let writerHandles: Set<String> = ["bindingTarget", "asObserver"]

    static func visit(_ node: SequenceExprSyntax, in extractor: FactExtractor) {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index > 0 && index + 1 < elements.count {
            let (target, value) = (elements[index - 1], elements[index + 1])
            if element.is(AssignmentExprSyntax.self) || Self.operatorText(element) == "<~" {
                recordAssignment(target: target, value: value, binds: Self.operatorText(element) == "<~", in: extractor)
            } else if let text = Self.operatorText(element), compoundAssignments.contains(text) {
                recordWrite(to: target, in: extractor)
            } else if Self.operatorText(element) == "<->" {
                // RxCocoa's two-way binding writes both sides.
                recordWrite(to: target, in: extractor)
                recordWrite(to: value, in: extractor)
            } else if let text = Self.operatorText(element), !standardOperators.contains(text) {
                // A module's own operator (`self.color <- route.color`) takes its left side as
                // the function's first argument, which may write it.
                recordWrite(to: target, in: extractor)
            }
        }
    }

    /// The standard library's binary operators, none of which writes its left side.
    private static let standardOperators: Set<String> = [
        "==", "!=", "===", "!==", "<", ">", "<=", ">=", "~=", "+", "-", "*", "/", "%", "&+", "&-", "&*", "&", "|", "^", "<<",
        ">>", "&<<", "&>>", "&&", "||", "??", "...", "..<",
    ]

    private static let compoundAssignments: Set<String> = ["+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>="]

    private static func operatorText(_ element: ExprSyntax) -> String? {
        element.as(BinaryOperatorExprSyntax.self)?.operator.text
    }

    /// `flags.value[key]?` → `flags.value`: the path a subscript or optional chain hangs on.
    private static func withoutSubscripts(_ expression: ExprSyntax) -> ExprSyntax {
        var current = ChainFlattener.unwrap(expression)
        while let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
            current = ChainFlattener.unwrap(subscriptCall.calledExpression)
        }
        return current
    }

    private static func recordSend(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) {
        guard let member = ChainFlattener.unwrap(node.calledExpression).as(MemberAccessExprSyntax.self),
              let base = member.base
        else { return }
        let baseSegments = ChainFlattener.flatten(base)
        let kind: FeedFact.Kind
        switch member.declName.baseName.text {
        // ReactiveCocoa 4 spelled `send(value:)` `sendNext(_:)`.
        case "send", "sendNext": kind = .send
        case "accept": kind = .accept
        case "onNext": kind = .onNext
        // RxSwift's event form: `subject.on(.next(value))`.
        case "on" where isNextEvent(node.arguments.first?.expression): kind = .onNext
        case "swap", "modify": kind = .write
        default:
            // `items.value.append(item)`, `flags.value[key]?.toggle()`, `form.value.tags.removeAll()`:
            // a method called on a property's value, or on a part of it, may change it.
            if baseSegments.count > 1, baseSegments.last?.name == "value" {
                recordWrite(to: base, in: extractor)
                return
            }
            let path = ChainFlattener.flatten(withoutSubscripts(base))
            if let valueIndex = path.dropFirst().firstIndex(where: { $0.name == "value" }) {
                let receiver = valueIndex > 1 ? path[valueIndex - 2].name : nil
                record(feed(named: path[valueIndex - 1].name, kind: .write, at: base, receiver: receiver, in: extractor), at: base, in: extractor)
            }
            return
        }
        guard let name = baseSegments.last?.name, !name.isEmpty else { return }
        var send = feed(named: name, kind: kind, at: node, receiver: baseSegments.dropLast().last?.name, in: extractor)
        noteThread(of: node, on: &send, in: extractor)
        record(send, at: node, in: extractor)
    }

    private static func isNextEvent(_ event: ExprSyntax?) -> Bool {
        let called = event?.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
        return called?.base == nil && called?.declName.baseName.text == "next"
    }

    /// A subject delivers on the thread it is sent on, and an `@Published` property's publisher
    /// on the thread that sets it.
    private static func noteThread(of node: some SyntaxProtocol, on feed: inout FeedFact, in extractor: FactExtractor) {
        let (sending, isolatingType) = extractor.sendingThread(of: node)
        if sending.thread != .unknown { (feed.thread, feed.threadReason) = (sending.thread, sending.reason) }
        feed.threadIsolatingType = isolatingType
    }

    /// `bind(to: relay)`, `drive(relay)`, `emit(to: relay)`, `subscribe(subject)`: a pipeline
    /// that feeds the property it is bound to. Returns whether the call is such a binding.
    private static func recordBindingTargets(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) -> Bool {
        guard let member = ChainFlattener.unwrap(node.calledExpression).as(MemberAccessExprSyntax.self), member.base != nil
        else { return false }
        let targets: [ExprSyntax]
        switch member.declName.baseName.text {
        case "bind", "emit":
            guard node.arguments.first?.label?.text == "to" else { return false }
            targets = node.arguments.map(\.expression)
        case "drive", "subscribe":
            guard node.arguments.count == 1, let only = node.arguments.first, only.label == nil,
                  !only.expression.is(ClosureExprSyntax.self)
            else { return false }
            targets = [only.expression]
        default:
            return false
        }
        for target in targets { recordWrite(to: target, in: extractor) }
        return true
    }

    /// A property handed as it is to a call (`Input(relay: settings.isOn)`, `configure(model.items)`)
    /// may be written by the callee under its parameter's name. A value read from it
    /// (`model.items.value`) or a call's result is not the object itself.
    private static func recordPassedReferences(_ node: FunctionCallExprSyntax, in extractor: FactExtractor) {
        // Operators and combinators (`Observable.combineLatest(a, b)`, `withLatestFrom(relay)`) only read.
        let called = ChainFlattener.unwrap(node.calledExpression)
        let calledName = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        // What is sent into a subject (`relay.accept(track.title)`) is a value, not an object.
        if let calledName,
           ReactiveVocabulary.knownOperators.contains(calledName) || ReactiveVocabulary.terminals.contains(calledName)
            || ["send", "sendNext", "accept", "onNext"].contains(calledName)
        {
            return
        }
        for argument in node.arguments {
            let expression = ChainFlattener.unwrap(argument.expression)
            guard expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self) else { continue }
            let segments = ChainFlattener.flatten(expression)
            guard let last = segments.last, !last.isCall, last.name != "value", last.name != "self",
                  last.name.first?.isLowercase == true
            else { continue }
            // `self.designType = MutableProperty(designType)` in `init(designType:)`: a bare name
            // bound here (a parameter, a local) is not the property it shadows.
            if segments.count == 1, extractor.contexts.local(named: last.name) != nil { continue }
            record(feed(named: last.name, kind: .passed, at: argument, receiver: segments.dropLast().last?.name, in: extractor), at: argument, in: extractor)
        }
    }

    /// A write to the property a target expression names: `relay`, `viewModel.title.value`,
    /// `subject.asObserver()`, `items.value[0]`.
    private static func recordWrite(to target: ExprSyntax, in extractor: FactExtractor) {
        var expression = ChainFlattener.unwrap(target)
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { expression = subscriptCall.calledExpression }
        var segments = ChainFlattener.flatten(expression)
        while let last = segments.last?.name, segments.count > 1, last == "value" || last == "asObserver" { segments.removeLast() }
        guard let name = segments.last?.name, !name.isEmpty, name != "_" else { return }
        record(feed(named: name, kind: .write, at: target, receiver: segments.dropLast().last?.name, in: extractor), at: target, in: extractor)
    }

    /// `Output(items: relay.asDriver())`: each labeled argument that builds a chain feeds the
    /// property of that name, as an assignment in an initializer would.
    private static func recordMemberwiseArguments(_ node: FunctionCallExprSyntax, typeName: String, in extractor: FactExtractor) {
        for argument in node.arguments {
            guard let label = argument.label?.text,
                  let chain = extractor.hintedChainWithoutTerminal(argument.expression) ?? namedPublisher(argument.expression, in: extractor)
            else { continue }
            record(
                FeedFact(
                    name: label, kind: .assignment, typeName: typeName,
                    functionName: extractor.contexts.innermostFunction?.name, assignedSource: chain,
                    scopeTypeName: extractor.contexts.qualifiedTypeName, location: extractor.location(of: argument)),
                at: argument, in: extractor)
        }
    }

    /// `Input(viewDidLoad: self.viewDidLoadPublisher)`: a property handed over whole, with
    /// nothing in the expression to say it is reactive but a name that says what it holds.
    private static func namedPublisher(_ expression: ExprSyntax, in extractor: FactExtractor) -> ReturnedChain? {
        let path = ChainFlattener.flatten(ChainFlattener.unwrap(expression))
        guard let last = path.last?.name, path.allSatisfy({ !$0.isCall }),
              publisherNameSuffixes.contains(where: { last.hasSuffix($0) })
        else { return nil }
        return extractor.chainWithoutTerminal(expression)
    }

    private static let publisherNameSuffixes = [
        "Publisher", "Subject", "Relay", "Observable", "Signal", "Producer", "Driver", "Stream",
    ]

    /// `binds`: `target <~ source` writes every value the source sends, not once.
    private static func recordAssignment(target: ExprSyntax, value: ExprSyntax, binds: Bool, in extractor: FactExtractor) {
        if ChainFlattener.unwrap(target).is(SubscriptCallExprSyntax.self) {
            recordWrite(to: target, in: extractor)
            return
        }
        var segments = ChainFlattener.flatten(target)
        let setsValue = segments.count > 1 && segments.last?.name == "value"
        if setsValue { segments.removeLast() }
        // `category.value.content = items` changes `category` through its value.
        if let valueIndex = segments.dropFirst().firstIndex(where: { $0.name == "value" }), valueIndex < segments.count - 1 {
            let receiver = valueIndex > 1 ? segments[valueIndex - 2].name : nil
            record(feed(named: segments[valueIndex - 1].name, kind: .write, at: target, receiver: receiver, in: extractor), at: target, in: extractor)
        }
        guard let name = segments.last?.name, !name.isEmpty, name != "_" else { return }
        var assignment = feed(named: name, kind: .assignment, at: target, receiver: segments.dropLast().last?.name, in: extractor)
        assignment.assignedSource = extractor.hintedChainWithoutTerminal(value)
        if setsValue { assignment.setsValue = true }
        if let call = ChainFlattener.unwrap(value).as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.text == "init"
        {
            assignment.assignsOwnInitializer = true
        }
        // `_update = update` after `let update = BehaviorSubject(value: first)`: the chain is the
        // local's, and its name is how the function goes on to feed it (`PropertyWrites`).
        if let local = ChainFlattener.unwrap(value).as(DeclReferenceExprSyntax.self)?.baseName.text,
           extractor.contexts.local(named: local) != nil, assignment.assignedSource?.source.name == nil
        {
            assignment.assignedSource?.source.name = local
        }
        noteThread(of: target, on: &assignment, in: extractor)
        if binds { assignment.mayRepeat = true }
        record(assignment, at: target, in: extractor)
    }

    /// A feed of `name` written at `node`, in the enclosing type and function.
    private static func feed(
        named name: String, kind: FeedFact.Kind, at node: some SyntaxProtocol, receiver: String?, in extractor: FactExtractor
    ) -> FeedFact {
        var feed = FeedFact(
            name: name, kind: kind, typeName: extractor.contexts.qualifiedTypeName,
            functionName: extractor.contexts.innermostFunction?.name, assignedSource: nil, location: extractor.location(of: node))
        feed.receiver = receiver
        return feed
    }

    private static func record(_ feed: FeedFact, at node: some SyntaxProtocol, in extractor: FactExtractor) {
        var feed = feed
        if extractor.contexts.isInsideClosureOfFunction { feed.inClosure = true }
        let placement = RepetitionReader.placement(of: node)
        // A binding repeats by itself, wherever it is written.
        if placement.mayRepeat, feed.mayRepeat != true {
            feed.mayRepeat = true
            feed.repeatsOnlyWithTerminalAt = placement.repeatsOnlyWithTerminalAt
        }
        if placement.takesArguments { feed.functionTakesArguments = true }
        extractor.facts.feeds.append(feed)
    }
}

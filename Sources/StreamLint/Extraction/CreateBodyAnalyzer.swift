import SwiftSyntax

/// Reads the closure of a custom producer (`SignalProducer { observer, lifetime in … }`,
/// `Observable.create { observer in … }`, `Future { promise in … }`) to tell whether it emits
/// at most one value — every value-sending call outside any loop and followed by a completion
/// on its way out — and whether it emits from a callback rather than synchronously.
enum CreateBodyAnalyzer {
    /// True when the closure's first parameter (the promise, observer or emitter) is used only
    /// inside nested closures: the value is sent later, from whatever thread runs the callback.
    static func sendsFromCallback(_ closure: ClosureExprSyntax) -> Bool? {
        sendsFromCallback(emitter: ClosureParameters.firstName(closure) ?? "$0", statements: closure.statements)
    }

    /// The same for a function's `Signal.pipe()` observer.
    static func sendsFromCallback(observer: String, in body: CodeBlockSyntax) -> Bool? {
        sendsFromCallback(emitter: observer, statements: body.statements)
    }

    private static func sendsFromCallback(emitter: String, statements: CodeBlockItemListSyntax) -> Bool? {
        let finder = EmitterUseFinder(emitter: emitter)
        finder.walk(statements)
        guard finder.usesInCallback + finder.directUses > 0 else { return nil }
        guard finder.directUses == 0 else { return false }
        // Alamofire's and Moya's completion handlers, Firestore's and an alert action's run on
        // the main queue unless told otherwise: what they send arrives there.
        return !finder.references.allSatisfy(isInMainQueueCallback)
    }

    private static func isInMainQueueCallback(_ use: DeclReferenceExprSyntax) -> Bool {
        isInCallback(Syntax(use), within: nil) { call, name in
            (mainQueueCallbacks.contains(name) || isAlamofireResponse(name) || isFirebaseObserve(call, name: name))
                && !call.arguments.contains(where: { ["queue", "callbackQueue"].contains($0.label?.text) })
        }
    }

    /// Whether a closure around `node` (up to `body`, when given) is handed to a call that
    /// `matches` says runs it as a callback.
    private static func isInCallback(
        _ node: Syntax, within body: Syntax?, matches: (FunctionCallExprSyntax, String) -> Bool
    ) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != body?.id {
            if let closure = ancestor.as(ClosureExprSyntax.self), let call = callTaking(closure),
               let name = ChainText.calledName(of: call), matches(call, name)
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// Alamofire's response handlers and those its extensions add in the same spelling
    /// (AlamofireObjectMapper's `responseArray`, `responseObject`): each runs once, on the main
    /// queue unless given another.
    private static func isAlamofireResponse(_ name: String) -> Bool {
        name.hasPrefix("response") && name.dropFirst("response".count).first?.isUppercase == true
    }

    /// Firebase's `observe(.value, with:)`; a bare `observe { }` is a signal's.
    private static func isFirebaseObserve(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        name == "observe" && call.arguments.contains { $0.label?.text == "with" }
    }

    /// Calls whose completion handler runs on the main queue by default: Alamofire's response
    /// handlers, Moya's `provider.request(target) { result in … }`, Firebase's and Firestore's
    /// reads and listeners, and `UIAlertAction`'s handler.
    private static let mainQueueCallbacks: Set<String> = [
        "response", "responseData", "responseJSON", "responseDecodable", "responseString", "request", "getDocument",
        "getDocuments", "UIAlertAction", "observeEventType", "observeSingleEvent", "observeSingleEventOfType",
        "addSnapshotListener",
    ]

    /// Every reference to `emitter` in `node`, in the order written.
    private static func references(to emitter: String, in node: some SyntaxProtocol) -> [DeclReferenceExprSyntax] {
        let uses = EmitterUseFinder(emitter: emitter)
        uses.walk(node)
        return uses.references
    }

    private final class EmitterUseFinder: SyntaxVisitor {
        let emitter: String
        var directUses = 0
        var usesInCallback = 0
        /// Every reference to the emitter, in the order written.
        var references: [DeclReferenceExprSyntax] = []
        private var closureDepth = 0

        init(emitter: String) {
            self.emitter = emitter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { closureDepth += 1; return .visitChildren }
        override func visitPost(_ node: ClosureExprSyntax) { closureDepth -= 1 }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if node.baseName.text == emitter {
                if closureDepth > 0 { usesInCallback += 1 } else { directUses += 1 }
                references.append(node)
            }
            return .visitChildren
        }
    }

    /// A completed observer ignores what is sent after, so a body in which every value send
    /// is followed by a completion, with no other send between and before control can leave
    /// the send's own closure, emits at most once, however many branches send (`guard … else { onNext(false); onCompleted(); return }`,
    /// `if ok { onNext(v) } else { onError(e) }` then `onCompleted()`).
    static func emitsOnce(_ closure: ClosureExprSyntax) -> Bool {
        if takesNoObserver(closure) { return true }
        let finder = SendFinder(emitter: nil)
        finder.walk(closure.statements)
        if finder.valueSends.isEmpty { return onlyEnds(closure) || answersFromOneRequest(closure) }
        guard !finder.sendsInLoop else { return false }
        return finder.valueSends.allSatisfy(isCompletedAfter) || answersFromOneRequest(closure)
            || sendsOneValueAsItRuns(closure, valueSends: finder.valueSends)
    }

    /// Not in a nested closure or local function, which may run later and again.
    private static func runsAsTheClosureRuns(_ node: FunctionCallExprSyntax, in closure: ClosureExprSyntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != closure.id {
            if ancestor.is(ClosureExprSyntax.self) || ancestor.is(FunctionDeclSyntax.self) { return false }
            current = ancestor.parent
        }
        return current != nil
    }

    /// `Observable.create { observer in observer.onNext(self.score); return Disposables.create() }`:
    /// one value sent as the closure runs, and the observer kept nowhere that could send again,
    /// is one value per subscriber even though the sequence never completes.
    private static func sendsOneValueAsItRuns(_ closure: ClosureExprSyntax, valueSends: [FunctionCallExprSyntax]) -> Bool {
        guard valueSends.count == 1, let send = valueSends.first, let emitter = ClosureParameters.firstName(closure),
              runsAsTheClosureRuns(send, in: closure)
        else { return false }
        return references(to: emitter, in: closure.statements).allSatisfy { use in
            use.parent?.as(MemberAccessExprSyntax.self)?.parent?.id == send.id || endsObserver(use)
        }
    }

    /// `let (signal, observer) = Signal<User, AuthError>.pipe()` in a function that returns
    /// `signal`: the function's body plays the part of a producer's closure. The observer must
    /// stay in the body (never handed on or stored), and each value sent to it must be followed
    /// by a completion, or every use sit in one request's completion handler.
    static func pipeEmitsOnce(body: CodeBlockSyntax, observer: String) -> Bool {
        let calls = EmitterCallFinder(emitter: observer)
        calls.walk(body.statements)
        guard !calls.passesEmitterOn, !calls.names.isEmpty else { return false }
        let finder = SendFinder(emitter: observer)
        finder.walk(body.statements)
        guard !finder.sendsInLoop else { return false }
        if finder.valueSends.isEmpty { return calls.names.isSubset(of: endingCalls) }
        return finder.valueSends.allSatisfy(isCompletedAfter) || answersFromOneRequest(emitter: observer, in: Syntax(body))
    }

    /// The same pipe in a function whose every value is sent from the handler of a listener
    /// (a notification observer, a repeating timer, a Firebase observer): the returned signal
    /// sends on every change.
    static func pipeSendsFromListener(body: CodeBlockSyntax, observer: String) -> Bool {
        let calls = EmitterCallFinder(emitter: observer)
        calls.walk(body.statements)
        guard !calls.passesEmitterOn else { return false }
        let finder = SendFinder(emitter: observer)
        finder.walk(body.statements)
        return !finder.valueSends.isEmpty && finder.valueSends.allSatisfy { isInListenerCallback($0, within: Syntax(body)) }
    }

    /// The two names `let (signal, observer) = Signal<…>.pipe()` declares, when `declaration` is one.
    static func pipe(declaredBy declaration: VariableDeclSyntax) -> (signal: String, observer: String)? {
        guard declaration.bindings.count == 1, let binding = declaration.bindings.first,
              let tuple = binding.pattern.as(TuplePatternSyntax.self), tuple.elements.count == 2,
              let signal = tuple.elements.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let observer = tuple.elements.last?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let call = binding.initializer.map({ ChainFlattener.unwrap($0.value) })?.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "pipe"
        else { return nil }
        return (signal, observer)
    }

    /// `SignalProducer { observer, _ in ref.observeEventType(.Value, withBlock: { observer.send(value: $0) }) }`:
    /// every value is sent from the handler of a listener, which calls it back on every change
    /// until it is removed.
    static func sendsFromListener(_ closure: ClosureExprSyntax) -> Bool {
        guard let emitter = ClosureParameters.firstName(closure) else { return false }
        let finder = SendFinder(emitter: emitter)
        finder.walk(closure.statements)
        return !finder.valueSends.isEmpty && finder.valueSends.allSatisfy { isInListenerCallback($0, within: Syntax(closure)) }
    }

    /// `SignalProducer { observer, _ in api.friends(of: id).startWithResult { … observer.send(value: $0) … } }`:
    /// the closure forwards what one inner pipeline delivers. Every use of the observer sits in
    /// the closures of that one terminal (or only ends the observer before it), so the inner
    /// chain's source decides how often this one sends. The inner chain, without its terminal.
    static func forwardedChain(_ closure: ClosureExprSyntax) -> ExprSyntax? {
        guard let emitter = ClosureParameters.firstName(closure) else { return nil }
        var terminal: FunctionCallExprSyntax?
        for use in references(to: emitter, in: closure.statements) {
            guard let call = innermostTerminal(around: use, within: Syntax(closure)) else {
                if endsObserver(use) { continue }
                return nil
            }
            if let found = terminal, found.id != call.id { return nil }
            terminal = call
        }
        guard let terminal, let member = terminal.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        return member.base
    }

    /// The call of a reactive terminal (`subscribe`, `startWithResult`, `sink`, …) whose closure
    /// holds `node`, up to `body`.
    private static func innermostTerminal(around node: DeclReferenceExprSyntax, within body: Syntax) -> FunctionCallExprSyntax? {
        var current = node.parent
        while let ancestor = current, ancestor.id != body.id {
            if let inner = ancestor.as(ClosureExprSyntax.self), let call = callTaking(inner),
               let name = ChainText.calledName(of: call), ReactiveVocabulary.terminals.contains(name),
               call.calledExpression.is(MemberAccessExprSyntax.self), !isKeyValueObserve(call, name: name)
            {
                return call
            }
            current = ancestor.parent
        }
        return nil
    }

    /// `Observable.create { observer in self.observer = observer; … }`: the observer is kept
    /// (stored in a property or appended to a list) for the object to send to whenever it
    /// likes, from its other methods: a stream fed over time, not one answer.
    static func storesEmitter(_ closure: ClosureExprSyntax) -> Bool {
        guard let emitter = ClosureParameters.firstName(closure) else { return false }
        return references(to: emitter, in: closure.statements).contains { use in
            if let sequence = use.parent?.as(ExprListSyntax.self), sequence.count == 3,
               sequence.last?.id == ExprSyntax(use).id, sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true
            {
                return true
            }
            guard let argument = use.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
            else { return false }
            return ["append", "insert"].contains(call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text)
        }
    }

    private static func isInListenerCallback(_ send: FunctionCallExprSyntax, within body: Syntax) -> Bool {
        isInCallback(Syntax(send), within: body) { call, name in
            listenerCalls.contains(name) || isFirebaseObserve(call, name: name) || isKeyValueObserve(call, name: name)
                || isRepeatingTimer(call, name: name)
        } || isInProgressCallback(Syntax(send), within: body)
    }

    /// `api.upload(data, progress: { fraction in observer.send(value: fraction) }, …)`: a closure
    /// handed over as a `progress:` (or `onProgress:`) callback is called as the work advances.
    private static func isInProgressCallback(_ node: Syntax, within body: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current, ancestor.id != body.id {
            if let closure = ancestor.as(ClosureExprSyntax.self),
               let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text,
               label.lowercased().hasSuffix("progress")
            {
                return true
            }
            current = ancestor.parent
        }
        return false
    }

    /// `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { … }`: called back on every tick.
    private static func isRepeatingTimer(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        guard name == "scheduledTimer",
              let repeats = call.arguments.first(where: { $0.label?.text == "repeats" })?.expression.as(BooleanLiteralExprSyntax.self)
        else { return false }
        return repeats.literal.tokenKind == .keyword(.true)
    }

    /// Foundation's KVO, `progress.observe(\.fractionCompleted) { … }`: called back on every
    /// change of the key path, not a reactive terminal.
    private static func isKeyValueObserve(_ call: FunctionCallExprSyntax, name: String) -> Bool {
        name == "observe" && call.arguments.first?.expression.is(KeyPathExprSyntax.self) == true
    }

    /// Calls that hand their closure back on every change until removed: Firebase's
    /// `observeEventType(_:withBlock:)`, Firestore's `addSnapshotListener`, Firebase Auth's
    /// `addStateDidChangeListener`, NotificationCenter's `addObserver(forName:object:queue:using:)`,
    /// and a control's action (`UIAction { … }`, a bar button item built with an action closure),
    /// which runs on every tap.
    private static let listenerCalls: Set<String> = [
        "observeEventType", "addSnapshotListener", "addStateDidChangeListener", "addObserver", "UIAction", "UIBarButtonItem",
    ]

    /// ReactiveSwift's `SignalProducer { () -> Result<Post, Error> in … }`: a closure with no
    /// observer to send to is the action the producer runs once per start, sending its result.
    private static func takesNoObserver(_ closure: ClosureExprSyntax) -> Bool {
        switch closure.signature?.parameterClause {
        case .parameterClause(let clause): return clause.parameters.isEmpty
        case .simpleInput: return false
        case nil:
            let shorthand = ShorthandFinder(viewMode: .sourceAccurate)
            shorthand.walk(closure.statements)
            return !shorthand.found
        }
    }

    /// `$0` in the closure's own statements (a nested closure's are its own).
    private final class ShorthandFinder: SyntaxVisitor {
        var found = false
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if case .dollarIdentifier = node.baseName.tokenKind { found = true }
            return .skipChildren
        }
    }

    /// A body that only ever completes or fails its observer (a request whose result is
    /// stored elsewhere, then `sendCompleted()`): no value, then the end. Every call on the
    /// observer must be one of those, so that no send in another spelling is missed.
    private static func onlyEnds(_ closure: ClosureExprSyntax) -> Bool {
        guard let emitter = ClosureParameters.firstName(closure) else { return false }
        let calls = EmitterCallFinder(emitter: emitter)
        calls.walk(closure.statements)
        return calls.passesEmitterOn == false && !calls.names.isEmpty
            && calls.names.isSubset(of: endingCalls) && calls.names.contains(where: { completionCalls.contains($0) })
    }

    /// `SignalProducer { observer, _ in AF.request(url).responseData { self.handle($0, observer) } }`:
    /// the observer is used only in the completion handler of one request (which runs once),
    /// or outside it only to fail or complete (a `catch` before the request is made).
    private static func answersFromOneRequest(_ closure: ClosureExprSyntax) -> Bool {
        guard let emitter = ClosureParameters.firstName(closure) else { return false }
        return answersFromOneRequest(emitter: emitter, in: Syntax(closure))
    }

    /// `body` is the producer's closure or the function holding the pipe.
    private static func answersFromOneRequest(emitter: String, in body: Syntax) -> Bool {
        var answered = false
        for use in references(to: emitter, in: body) {
            switch placeOfUse(use, in: body) {
            case .requestCallback: answered = true
            case .elsewhere where endsObserver(use) || isHandedOnBeforeRequest(use, in: body) || sendsThenLeaves(use, in: body): continue
            case .elsewhere, .loop: return false
            }
        }
        return answered
    }

    private enum PlaceOfUse { case requestCallback, loop, elsewhere }

    private static func placeOfUse(_ use: DeclReferenceExprSyntax, in body: Syntax) -> PlaceOfUse {
        var node = use.parent
        while let current = node, current.id != body.id {
            if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self) { return .loop }
            if let inner = current.as(ClosureExprSyntax.self), let call = callTaking(inner),
               let name = ChainText.calledName(of: call),
               requestCallbacks.contains(name) || isAlamofireResponse(name) || isPassedAsOutcome(inner, to: call)
            {
                return .requestCallback
            }
            node = current.parent
        }
        return .elsewhere
    }

    /// `client.getTweet(for: id, success: { … }, failure: { … })`: a closure handed over as a
    /// call's outcome (its success, failure or completion handler) is called back once, whichever
    /// library makes the call.
    private static func isPassedAsOutcome(_ closure: ClosureExprSyntax, to call: FunctionCallExprSyntax) -> Bool {
        let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text
            ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text
        return label.map(outcomeLabels.contains) ?? false
    }

    private static let outcomeLabels: Set<String> = [
        "success", "failure", "completion", "completionHandler", "onSuccess", "onFailure", "onCompletion", "onComplete",
    ]

    /// The call a closure is passed to, as a trailing closure or an argument.
    private static func callTaking(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return call }
        if let labeled = closure.parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return labeled.parent?.parent?.as(FunctionCallExprSyntax.self)
        }
        return closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// `observer.send(error: e)`, `observer.sendCompleted()`: the end, not a value.
    private static func endsObserver(_ use: DeclReferenceExprSyntax) -> Bool {
        guard let member = use.parent?.as(MemberAccessExprSyntax.self),
              let call = member.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return endingCalls.contains(callName(call, member: member))
    }

    /// A call on the observer by what it does: `send(error:)` fails it as `sendFailed` did, and
    /// RxSwift's event form `on(.next(v))`, `on(.error(e))`, `on(.completed)` is `onNext`, `onError`, `onCompleted`.
    private static func callName(_ call: FunctionCallExprSyntax, member: MemberAccessExprSyntax) -> String {
        let name = member.declName.baseName.text
        if name == "send", call.arguments.first?.label?.text == "error" { return "sendFailed" }
        guard name == "on", let event = call.arguments.first?.expression else { return name }
        let eventName = event.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? event.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        switch eventName {
        case "next": return "onNext"
        case "error": return "onError"
        case "completed": return "onCompleted"
        default: return name
        }
    }

    /// `if !isConnected { observer.onNext(.failure(.offline)); return Disposables.create() }` in
    /// the body itself: a path that answers before the request is made and leaves right after,
    /// with nothing else sent between.
    private static func sendsThenLeaves(_ use: DeclReferenceExprSyntax, in body: Syntax) -> Bool {
        guard let call = use.parent?.as(MemberAccessExprSyntax.self)?.parent?.as(FunctionCallExprSyntax.self),
              let item = call.ancestor(CodeBlockItemSyntax.self), Syntax(item.item).id == Syntax(call).id,
              let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return false }
        var node = item.parent
        while let current = node, current.id != body.id {
            if current.is(ClosureExprSyntax.self) { return false }
            node = current.parent
        }
        for statement in list.drop(while: { Syntax($0) != Syntax(item) }).dropFirst() {
            if statement.item.is(ReturnStmtSyntax.self) { return true }
            let sends = SendFinder(emitter: nil)
            sends.walk(statement)
            let exits = ExitFinder(viewMode: .sourceAccurate)
            exits.walk(statement)
            if exits.found || !sends.valueSends.isEmpty || completes(statement) { return false }
        }
        return false
    }

    /// `let url = makeURL(target, observer: observer)` in the body itself, run once before the
    /// request is made: a helper that checks the input and fails the observer when it cannot
    /// build the request. In a nested closure or a loop it could run any number of times.
    private static func isHandedOnBeforeRequest(_ use: DeclReferenceExprSyntax, in body: Syntax) -> Bool {
        guard let argument = use.parent?.as(LabeledExprSyntax.self),
              argument.parent?.parent?.is(FunctionCallExprSyntax.self) == true
        else { return false }
        var node = argument.parent
        while let current = node, current.id != body.id {
            if current.is(ClosureExprSyntax.self) { return false }
            node = current.parent
        }
        return true
    }

    /// Completion handlers of one request (Alamofire, URLSession, Moya, Firestore, Firebase's
    /// single read, Bolts/AWS task continuations): each runs once.
    private static let requestCallbacks: Set<String> = [
        "response", "responseData", "responseJSON", "responseDecodable", "responseString", "dataTask", "downloadTask",
        "uploadTask", "getDocument", "getDocuments", "observeSingleEvent", "observeSingleEventOfType", "continue", "continueWith",
        "continueOnSuccessWith",
    ]

    private static let completionCalls: Set<String> = ["sendCompleted", "onCompleted"]
    private static let endingCalls: Set<String> = completionCalls.union(["sendFailed", "onError", "sendInterrupted"])

    /// The members called on the observer (`observer.sendCompleted()` → `sendCompleted`), and
    /// whether the observer is handed on whole (`forward(observer)`), where anything may happen.
    private final class EmitterCallFinder: SyntaxVisitor {
        let emitter: String
        var names: Set<String> = []
        var passesEmitterOn = false

        init(emitter: String) {
            self.emitter = emitter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == emitter else { return .visitChildren }
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.base?.id == ExprSyntax(node).id,
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(member).id
            {
                names.insert(CreateBodyAnalyzer.callName(call, member: member))
            } else {
                passesEmitterOn = true
            }
            return .visitChildren
        }
    }

    /// Looks at the statements after the send in its block, then after the enclosing
    /// statement in the block around it, up to the closure the send is written in: a completion
    /// there ends the stream; another value sent first, or a statement that may leave first
    /// (`return`, `throw`, `break`, `continue`, a `guard`), leaves it open.
    private static func isCompletedAfter(_ send: FunctionCallExprSyntax) -> Bool {
        var item = send.ancestor(CodeBlockItemSyntax.self)
        while let current = item, let list = current.parent?.as(CodeBlockItemListSyntax.self) {
            for statement in list.drop(while: { Syntax($0) != Syntax(current) }).dropFirst() {
                if completes(statement) { return true }
                let exits = ExitFinder(viewMode: .sourceAccurate)
                exits.walk(statement)
                let sends = SendFinder(emitter: nil)
                sends.walk(statement)
                if exits.found || !sends.valueSends.isEmpty { return false }
            }
            item = enclosingStatement(of: list)
        }
        return false
    }

    /// `observer.onCompleted()` as a statement of its own (or returned), or as one of a closure the statement
    /// passes on (`DispatchQueue.main.async { observer.sendCompleted() }`); a completion under a
    /// condition (`if last { observer.onCompleted() }`) does not end every run.
    private static func completes(_ statement: CodeBlockItemSyntax) -> Bool {
        // `return observer.sendCompleted()` completes as it leaves.
        let expression = statement.item.as(ExprSyntax.self) ?? statement.item.as(ReturnStmtSyntax.self)?.expression
        guard let call = expression?.as(FunctionCallExprSyntax.self) else { return false }
        if isCompletion(call) { return true }
        let closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        return closures.contains { closure in closure.statements.contains(where: completes) }
    }

    private static func isCompletion(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return completionCalls.contains(callName(call, member: member))
            || member.declName.baseName.text == "send" && call.arguments.first?.label?.text == "completion"
    }

    /// The statement whose block holds `list` (an `if`, `guard`, `do` or `switch` case), or nil
    /// when `list` is a closure's or a function's own body.
    private static func enclosingStatement(of list: CodeBlockItemListSyntax) -> CodeBlockItemSyntax? {
        var current = list.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self) {
                return nil
            }
            if let item = node.as(CodeBlockItemSyntax.self) { return item }
            current = node.parent
        }
        return nil
    }

    /// A `return`, `throw`, `break` or `continue` of this code, not of a closure inside it.
    private final class ExitFinder: SyntaxVisitor {
        var found = false

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
        override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
    }

    /// Value sends; with `emitter`, only those to it (a function body may feed other pipes too).
    private final class SendFinder: SyntaxVisitor {
        let emitter: String?
        var valueSends: [FunctionCallExprSyntax] = []
        var sendsInLoop = false
        private var loopDepth = 0

        init(emitter: String?) {
            self.emitter = emitter
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
        override func visitPost(_ node: ForStmtSyntax) { loopDepth -= 1 }
        override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
        override func visitPost(_ node: WhileStmtSyntax) { loopDepth -= 1 }
        override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loopDepth += 1; return .visitChildren }
        override func visitPost(_ node: RepeatStmtSyntax) { loopDepth -= 1 }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
            if let emitter, member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text != emitter { return .visitChildren }
            let name = CreateBodyAnalyzer.callName(node, member: member)
            let labels = node.arguments.map { $0.label?.text ?? "_" }
            switch name {
            // ReactiveCocoa 4 spelled `send(value:)` `sendNext(_:)`.
            case "send" where labels == ["value"], "onNext", "sendValue", "sendNext":
                valueSends.append(node)
                if loopDepth > 0 { sendsInLoop = true }
            default:
                break
            }
            return .visitChildren
        }
    }
}

extension SyntaxProtocol {
    func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(type) { return match }
            current = node.parent
        }
        return nil
    }
}

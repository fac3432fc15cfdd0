import SwiftSyntax

/// Whether code runs at most once each time its enclosing function runs. A loop runs its body
/// any number of times, and so does a closure handed to an observer, a subscription or an
/// iteration; a closure handed to a one-time callback (`DispatchQueue.main.async { … }`, a
/// request's `completion:`, `subscribe(onSuccess:)`) runs once. A closure stored rather than
/// handed to a call (`cell.onTap = { … }`) may run whenever its holder likes.
enum RepetitionReader {
    struct Placement {
        /// The enclosing function, `init`, or nil in a property's initializer or accessor, a
        /// `deinit` or top-level code.
        var functionName: String?
        /// The enclosing function takes arguments: its calls are not read (`CallSiteCollector`).
        var takesArguments = false
        var mayRepeat: Bool
        /// When the only thing that repeats it is the closure of a pipeline's terminal
        /// (`request().startWithValues { … }`): that terminal's name token's offset, the
        /// pipeline's `location`. It runs as often as that pipeline delivers.
        var repeatsOnlyWithTerminalAt: Int?
    }

    static func placement(of node: some SyntaxProtocol) -> Placement {
        var mayRepeat = false
        var terminal: Int?
        var current = Syntax(node).parent
        // Read by kind first: every call site of a file asks, and a cast to each kind on every
        // level up to the file cost more than the rest of the call-site reading together.
        while let node = current {
            switch node.kind {
            case .functionDecl:
                let function = node.cast(FunctionDeclSyntax.self)
                return Placement(
                    functionName: function.name.text, takesArguments: !function.signature.parameterClause.parameters.isEmpty,
                    mayRepeat: mayRepeat, repeatsOnlyWithTerminalAt: terminal)
            case .initializerDecl: return Placement(functionName: "init", mayRepeat: mayRepeat, repeatsOnlyWithTerminalAt: terminal)
            case .deinitializerDecl, .accessorDecl, .memberBlockItem, .sourceFile:
                return Placement(functionName: nil, mayRepeat: mayRepeat, repeatsOnlyWithTerminalAt: terminal)
            case .forStmt, .whileStmt, .repeatStmt:
                (mayRepeat, terminal) = (true, nil)
            case .closureExpr where !mayRepeat || terminal != nil:
                let closure = node.cast(ClosureExprSyntax.self)
                guard mayCallBackAgain(closure) else { break }
                // A second repeating closure around the first repeats it for other reasons.
                terminal = mayRepeat ? nil : terminalOffset(of: closure)
                mayRepeat = true
            default: break
            }
            current = node.parent
        }
        return Placement(functionName: nil, mayRepeat: mayRepeat, repeatsOnlyWithTerminalAt: terminal)
    }

    /// `producer.startWithValues { … }`, `single.subscribe(onNext: { … })`: the closure handed to
    /// a reactive terminal called on a receiver; the offset of the terminal's name token.
    private static func terminalOffset(of closure: ClosureExprSyntax) -> Int? {
        guard let call = handingCall(of: closure).call,
              let member = ChainFlattener.unwrap(call.calledExpression).as(MemberAccessExprSyntax.self), member.base != nil,
              ReactiveVocabulary.terminals.contains(member.declName.baseName.text)
        else { return nil }
        return member.declName.baseName.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// The call a closure is handed to, and the argument label it is handed under.
    static func handingCall(of closure: ClosureExprSyntax) -> (label: String?, call: FunctionCallExprSyntax?) {
        let parent = Syntax(closure).parent
        if let argument = parent?.as(LabeledExprSyntax.self) {
            return (argument.label?.text, argument.parent?.parent?.as(FunctionCallExprSyntax.self))
        } else if let trailing = parent?.as(MultipleTrailingClosureElementSyntax.self) {
            return (trailing.label.text, trailing.parent?.parent?.as(FunctionCallExprSyntax.self))
        }
        return (nil, parent?.as(FunctionCallExprSyntax.self))
    }

    private static func mayCallBackAgain(_ closure: ClosureExprSyntax) -> Bool {
        let (label, call) = handingCall(of: closure)
        guard let call else { return true }
        if let label, onceLabels.contains(label) { return false }
        let called = ChainFlattener.unwrap(call.calledExpression)
        guard let name = called.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? called.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return true }
        return repeatingCalls.contains(name) || ReactiveVocabulary.terminals.contains(name)
            || ReactiveVocabulary.knownOperators.contains(name)
            || repeatingPrefixes.contains { name.hasPrefix($0) && name.dropFirst($0.count).first?.isUppercase != false }
    }

    /// Callbacks that end a one-time operation: a subscription's end, a request's answer.
    private static let onceLabels: Set<String> = [
        "onSuccess", "onCompleted", "onError", "onFailure", "onDisposed", "receiveCompletion", "completion",
        "completionHandler", "completed", "failed", "interrupted", "success", "failure",
    ]

    /// Iterations, and publishers or timers built from a closure run for each subscriber or tick.
    private static let repeatingCalls: Set<String> = [
        "forEach", "map", "compactMap", "flatMap", "filter", "reduce", "sorted", "sort", "first", "contains",
        "allSatisfy", "firstIndex", "lastIndex", "removeAll", "min", "max", "partition", "enumerateObjects",
        "Timer", "scheduledTimer", "UIAction", "AsyncStream", "AsyncThrowingStream", "Observable", "Signal", "SignalProducer",
        "create", "Deferred", "Publishers",
    ]

    /// Observers and registrations: `onChange`, `observeValues`, `addObserver`, `subscribe…`,
    /// `whenReachable`, `bindAction`, `scheduledTimer`, `setEventHandler`.
    private static let repeatingPrefixes = [
        "on", "observe", "add", "subscribe", "listen", "watch", "register", "bind", "drive", "sink", "when",
        "every", "repeat", "schedule", "set", "start", "handle",
    ]
}

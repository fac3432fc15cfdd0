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
    }

    static func placement(of node: some SyntaxProtocol) -> Placement {
        var mayRepeat = false
        var current = Syntax(node).parent
        // Read by kind first: every call site of a file asks, and a cast to each kind on every
        // level up to the file cost more than the rest of the call-site reading together.
        while let node = current {
            switch node.kind {
            case .functionDecl:
                let function = node.cast(FunctionDeclSyntax.self)
                return Placement(
                    functionName: function.name.text, takesArguments: !function.signature.parameterClause.parameters.isEmpty,
                    mayRepeat: mayRepeat)
            case .initializerDecl: return Placement(functionName: "init", mayRepeat: mayRepeat)
            case .deinitializerDecl, .accessorDecl, .memberBlockItem, .sourceFile:
                return Placement(functionName: nil, mayRepeat: mayRepeat)
            case .forStmt, .whileStmt, .repeatStmt: mayRepeat = true
            case .closureExpr where !mayRepeat: mayRepeat = mayCallBackAgain(node.cast(ClosureExprSyntax.self))
            default: break
            }
            current = node.parent
        }
        return Placement(functionName: nil, mayRepeat: mayRepeat)
    }

    private static func mayCallBackAgain(_ closure: ClosureExprSyntax) -> Bool {
        let parent = Syntax(closure).parent
        let label: String?
        let call: FunctionCallExprSyntax?
        if let argument = parent?.as(LabeledExprSyntax.self) {
            label = argument.label?.text
            call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else if let trailing = parent?.as(MultipleTrailingClosureElementSyntax.self) {
            label = trailing.label.text
            call = trailing.parent?.parent?.as(FunctionCallExprSyntax.self)
        } else {
            label = nil
            call = parent?.as(FunctionCallExprSyntax.self)
        }
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

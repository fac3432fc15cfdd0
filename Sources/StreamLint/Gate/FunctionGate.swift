/// The gate's answers about functions that return a publisher, computed once after the index:
/// whether every chain a function returns sends one value, and whether the function has, or
/// can be given in this run, an `async` alternative. Declaration rules and the fixes that call
/// such functions read these instead of deciding again.
public struct FunctionGate: Sendable {
    /// Whether callers can await the function instead of subscribing to it.
    public enum AsyncAlternative: Sendable, Equatable {
        /// An `async` function of the same name and labels exists.
        case exists
        /// None exists, but its body is mechanical enough for a rule to add one: a `Future`
        /// wrapping a `Task`, or a `dataTaskPublisher` request.
        case addable
        case none
    }

    private let singleValueFunctions: Set<DeclarationLocation>
    private let existingAlternatives: Set<String>
    private let futureWrappedTaskKeys: Set<String>

    public init(index: ModuleIndex) {
        let resolver = SourceResolver(index: index, deliversOnce: CadenceAnalysis.deliversOnce)
        var singleValue: Set<DeclarationLocation> = []
        // In file order, never the index's dictionary order: the resolver remembers what it
        // resolved and cuts cycles where it meets them, so the order may change an answer.
        let functions = index.files.values.sorted { $0.path < $1.path }.lazy.flatMap(\.functions)
        for function in functions where !function.returned.isEmpty {
            let sendsOnce = function.returned.allSatisfy { chain in
                let source = resolver.resolve(chain.source, inType: function.typeName, near: function.location.file)
                return CadenceAnalysis.cadence(of: source, operators: chain.operators.map { PipelineOperator(name: $0) }).0 == .once
            }
            if sendsOnce { singleValue.insert(function.location) }
        }
        singleValueFunctions = singleValue
        existingAlternatives = index.asyncFunctionKeys
        futureWrappedTaskKeys = Set(index.files.values.flatMap { $0.futureWrappedTasks.compactMap(\.functionKey) })
    }

    /// Every chain the function returns sends one value (or none) and completes.
    public func returnsSingleValue(_ function: FunctionDeclarationFact) -> Bool {
        singleValueFunctions.contains(function.location)
    }

    public func asyncAlternative(for function: FunctionDeclarationFact) -> AsyncAlternative {
        asyncAlternative(forKey: function.key, returnsDataTaskRequest: function.returnsDataTaskRequest)
    }

    /// For a function known only by its key (a wrapped `Task` outside any publisher-returning
    /// declaration the index records).
    public func asyncAlternative(forKey key: String, returnsDataTaskRequest: Bool = false) -> AsyncAlternative {
        if existingAlternatives.contains(key) { return .exists }
        return futureWrappedTaskKeys.contains(key) || returnsDataTaskRequest ? .addable : .none
    }

    /// The function's body is `Future { Task { … } }`.
    public func wrapsTaskInFuture(_ function: FunctionDeclarationFact) -> Bool {
        futureWrappedTaskKeys.contains(function.key)
    }
}

extension FunctionDeclarationFact {
    /// Every chain it returns is a `dataTaskPublisher` request.
    public var returnsDataTaskRequest: Bool {
        !returned.isEmpty && returned.allSatisfy { $0.source.kind == .dataTask }
    }
}

import SwiftSyntax

/// Decides where a chain's source ends and what kind it is, from the chain's own links.
/// References and calls are left for the module index to resolve.
struct SourceClassification {
    var source: PipelineSource
    /// Index of the last link that belongs to the source; operators start after it.
    var lastSourceIndex: Int
    var framework: Framework?
    /// The source itself proves the chain is reactive (a constructor only reactive frameworks have).
    var isDistinctive: Bool
}

enum SourceClassifier {
    private static let rootConstructors: [String: (SourceKind, Framework)] = [
        "Just": (.just, .combine), "Fail": (.fail, .combine), "Empty": (.empty, .combine),
        "Future": (.future, .combine), "Deferred": (.deferred, .combine),
        "PassthroughSubject": (.subject, .combine), "CurrentValueSubject": (.currentValueSubject, .combine),
        "Record": (.sequence, .combine), "AnyPublisher": (.create, .combine),
        "PublishSubject": (.subject, .rxswift), "BehaviorSubject": (.currentValueSubject, .rxswift),
        "PublishRelay": (.relay, .rxswift), "BehaviorRelay": (.behaviorRelay, .rxswift),
        // RxSwift 4's `Variable`, BehaviorRelay's predecessor: current value plus changes.
        "Variable": (.behaviorRelay, .rxswift),
        "MutableProperty": (.property, .reactiveswift), "Property": (.property, .reactiveswift),
    ]

    /// `Type.member(…)` constructors.
    private static func typeMemberKind(type: String, member: String) -> (SourceKind, Framework)? {
        switch type {
        case "Observable", "Infallible", "Driver":
            let framework = Framework.rxswift
            switch member {
            case "just": return (.just, framework)
            case "of", "from": return (.sequence, framework)
            case "create": return (.create, framework)
            case "interval", "timer": return (.timer, framework)
            case "combineLatest", "zip", "merge", "concat", "amb": return (.combined, framework)
            case "empty": return (.empty, framework)
            case "error": return (.fail, framework)
            case "never": return (.never, framework)
            case "deferred": return (.deferred, framework)
            default: return nil
            }
        case "Single", "Maybe", "Completable":
            return member == "just" ? (.just, .rxswift) : (.single, .rxswift)
        case "ReplaySubject":
            return (.replaySubject, .rxswift)
        case "Signal":
            switch member {
            case "pipe": return (.subject, .reactiveswift)
            case "combineLatest", "zip", "merge": return (.combined, .reactiveswift)
            case "just": return (.just, .rxswift)
            case "empty": return (.empty, .rxswift)
            case "never": return (.never, .rxswift)
            default: return nil
            }
        case "SignalProducer":
            switch member {
            case "timer": return (.timer, .reactiveswift)
            case "combineLatest", "zip", "merge": return (.combined, .reactiveswift)
            case "empty": return (.empty, .reactiveswift)
            case "never": return (.never, .reactiveswift)
            case "init": return (.create, .reactiveswift)
            default: return nil
            }
        case "Timer":
            return member == "publish" ? (.timer, .combine) : nil
        case "Publishers":
            if member.hasPrefix("CombineLatest") || member.hasPrefix("Merge") || member.hasPrefix("Zip") {
                return (.combined, .combine)
            }
            switch member {
            case "Sequence": return (.sequence, .combine)
            case "Timer": return (.timer, .combine)
            default: return nil
            }
        default:
            return nil
        }
    }

    private static let referenceAdapters: Set<String> = ["producer", "signal"]

    static func classify(_ segments: [ChainSegment], upTo end: Int) -> SourceClassification {
        let root = segments[0]

        // `SignalProducer(signal)`, `AnyPublisher(subject)`: a wrapper takes its argument's kind.
        if root.isCall, ["SignalProducer", "AnyPublisher", "Property"].contains(root.name),
           let arguments = root.arguments, arguments.count == 1, let only = arguments.first, only.label == nil,
           root.trailingClosure == nil, !only.expression.is(ClosureExprSyntax.self)
        {
            let inner = ChainFlattener.flatten(only.expression)
            var classification = classify(inner, upTo: inner.count)
            classification.lastSourceIndex = 0
            classification.framework = classification.framework ?? (root.name == "AnyPublisher" ? .combine : .reactiveswift)
            return classification
        }
        // ReactiveSwift's `Property(value:)` never changes: one value per observer, a constant.
        if root.isCall, root.name == "Property", root.arguments?.count == 1, root.arguments?.first?.label?.text == "value" {
            return constructor(kind: .just, framework: .reactiveswift, segments: segments, at: 0)
        }
        if root.isCall, let (kind, framework) = rootConstructors[root.name] {
            // `Empty(completeImmediately: false)` never finishes: Combine's `never()`.
            let neverCompletes = kind == .empty && root.arguments?.contains {
                $0.label?.text == "completeImmediately" && $0.expression.trimmedDescription == "false"
            } == true
            return constructor(kind: neverCompletes ? .never : kind, framework: framework, segments: segments, at: 0)
        }
        if root.isCall, root.name == "SignalProducer" {
            return constructor(kind: signalProducerKind(root), framework: .reactiveswift, segments: segments, at: 0)
        }
        if end > 1, !root.isCall, let (kind, framework) = typeMemberKind(type: root.name, member: segments[1].name) {
            var classification = constructor(kind: kind, framework: framework, segments: segments, at: 1)
            if kind == .combined { classification.source.inputs = combinedInputs(segments[1]) }
            return classification
        }

        // Links that make a source wherever they appear: `session.dataTaskPublisher(for:)`,
        // `center.publisher(for:)`, `button.rx.tap`, `field.reactive.continuousTextValues`.
        var index = 1
        while index < end {
            let segment = segments[index]
            if let kind = memberSourceKind(segments, at: index) {
                return constructor(kind: kind.0, framework: kind.1, segments: segments, at: index)
            }
            if segment.isCall || ReactiveVocabulary.distinctiveOperators.contains(segment.name) { break }
            index += 1
        }

        if root.isOpaqueRoot, end > 1, !segments[1].isCall, segments[1].name == "publisher" {
            return constructor(kind: .sequence, framework: .combine, segments: segments, at: 1)
        }

        return referenceOrCall(segments, upTo: end)
    }

    private static func constructor(
        kind: SourceKind, framework: Framework, segments: [ChainSegment], at index: Int
    ) -> SourceClassification {
        var source = PipelineSource(kind: kind, text: ChainText.short(segments[index].expression))
        if kind == .combined, index == 0 { source.inputs = combinedInputs(segments[0]) }
        if kind == .create, let closure = segments[index].closures.first, CreateBodyAnalyzer.emitsOnce(closure) {
            source.inputs = [PipelineSource(kind: .just, text: "one value, then completion")]
        }
        if [.create, .future, .single].contains(kind), let closure = segments[index].closures.first {
            source.sendsFromCallback = CreateBodyAnalyzer.sendsFromCallback(closure)
        }
        if kind == .deferred, let closure = segments[index].closures.first,
           let inner = PipelineBuilder.innerChainExpression(closure)
        {
            let innerSegments = ChainFlattener.flatten(inner)
            let innerSource = classify(innerSegments, upTo: innerSegments.count).source
            source.inputs = [innerSource]
            source.sendsFromCallback = innerSource.sendsFromCallback
        }
        return SourceClassification(source: source, lastSourceIndex: index, framework: framework, isDistinctive: true)
    }

    private static func signalProducerKind(_ segment: ChainSegment) -> SourceKind {
        switch segment.argumentLabels.first {
        case "value": return .just
        case "error": return .fail
        case "values": return .sequence
        default: return .create
        }
    }

    private static func memberSourceKind(_ segments: [ChainSegment], at index: Int) -> (SourceKind, Framework)? {
        let segment = segments[index]
        let previous = segments[index - 1].name
        switch segment.name {
        case "dataTaskPublisher":
            return (.dataTask, .combine)
        case "publisher" where segment.isCall:
            if segment.firstArgument?.is(KeyPathExprSyntax.self) == true { return (.kvo, .combine) }
            return segment.argumentLabels.first == "for" ? (.notification, .combine) : nil
        case "publisher":
            return (.sequence, .combine)
        case "publish" where previous == "Timer":
            return (.timer, .combine)
        default:
            break
        }
        if previous == "rx" {
            switch segment.name {
            case "notification": return (.notification, .rxswift)
            case "observe", "observeWeakly": return (.kvo, .rxswift)
            case "data", "response", "json": return (.dataTask, .rxswift)
            default: return (.controlEvent, .rxswift)
            }
        }
        if previous == "reactive" {
            switch segment.name {
            case "notifications": return (.notification, .reactiveswift)
            case "producer", "signal":
                return segment.argumentLabels.first == "forKeyPath" ? (.kvo, .reactiveswift) : nil
            case "data": return (.dataTask, .reactiveswift)
            default: return (.controlEvent, .reactiveswift)
            }
        }
        return nil
    }

    /// Property paths (`self.viewModel.items`) and calls (`api.search(term)`), resolved later.
    private static func referenceOrCall(_ segments: [ChainSegment], upTo end: Int) -> SourceClassification {
        let root = segments[0]
        if root.isCall || root.isOpaqueRoot {
            let source = PipelineSource(
                kind: root.isOpaqueRoot ? .unknown : .call, text: ChainText.short(root.expression),
                callee: root.isOpaqueRoot ? nil : root.name,
                calleeLabels: root.isOpaqueRoot ? nil : root.argumentLabels)
            return SourceClassification(source: source, lastSourceIndex: 0, framework: nil, isDistinctive: false)
        }
        var last = 0
        while last + 1 < end, !segments[last + 1].isCall,
              !ReactiveVocabulary.distinctiveOperators.contains(segments[last + 1].name),
              !ReactiveVocabulary.terminals.contains(segments[last + 1].name)
        {
            last += 1
        }
        if last + 1 < end, segments[last + 1].isCall, !isKnownOperator(segments[last + 1].name) {
            let call = segments[last + 1]
            let qualifier = ChainText.short(segments[last].expression)
            let source = PipelineSource(
                kind: .call, text: ChainText.short(call.expression), qualifier: qualifier,
                callee: call.name, calleeLabels: call.argumentLabels)
            return SourceClassification(source: source, lastSourceIndex: last + 1, framework: nil, isDistinctive: false)
        }
        var nameIndex = last
        var usesAdapter = false
        while nameIndex > 0, referenceAdapters.contains(segments[nameIndex].name) {
            nameIndex -= 1
            usesAdapter = true
        }
        let rawName = segments[nameIndex].name
        let isProjected = rawName.hasPrefix("$")
        let name = isProjected ? String(rawName.dropFirst()) : rawName
        let qualifier = nameIndex > 0 ? ChainText.short(segments[nameIndex - 1].expression) : nil
        let source = PipelineSource(
            kind: isProjected ? .published : .reference, text: ChainText.short(segments[last].expression),
            name: name, qualifier: qualifier)
        return SourceClassification(
            source: source, lastSourceIndex: last, framework: usesAdapter ? .reactiveswift : (isProjected ? .combine : nil),
            isDistinctive: isProjected || usesAdapter)
    }

    /// Operators every framework spells the same way, plus the distinctive ones.
    static func isKnownOperator(_ name: String) -> Bool {
        commonOperators.contains(name) || ReactiveVocabulary.distinctiveOperators.contains(name)
            || ReactiveVocabulary.timeOperators.contains(name) || ReactiveVocabulary.combinators.contains(name)
            || ReactiveVocabulary.oneValueOperators.contains(name)
    }

    private static let commonOperators: Set<String> = [
        "map", "compactMap", "filter", "flatMap", "prefix", "take", "skip", "dropFirst", "drop",
        "catch", "tryCatch", "append", "prepend", "delay", "print", "breakpoint", "replaceNil",
        "replaceEmpty", "ignoreOutput", "decode", "encode", "output", "contains", "allSatisfy",
        "count", "min", "max", "switchMap", "observe", "subscribe", "filterNil", "unwrap", "mapToVoid",
        "startWith", "distinct", "takeUntil", "skipUntil", "takeWhile", "skipWhile", "throttleFirst",
        "doOnNext", "lazyMap", "attemptMap", "on", "then", "ignoreNil",
    ]

    /// The sources a `CombineLatest`/`merge`/`zip` constructor reads.
    static func combinedInputs(_ segment: ChainSegment) -> [PipelineSource] {
        (segment.arguments ?? []).compactMap { argument -> PipelineSource? in
            guard argument.label == nil || argument.label?.text.hasPrefix("_") == true
                || argument.label?.text == "with" else { return nil }
            let expression = ChainFlattener.unwrap(argument.expression)
            if expression.is(ClosureExprSyntax.self) { return nil }
            let segments = ChainFlattener.flatten(expression)
            return classify(segments, upTo: segments.count).source
        }
    }
}

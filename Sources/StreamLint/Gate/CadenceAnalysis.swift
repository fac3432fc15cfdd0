import Foundation

/// Does the pipeline deliver one value or many? Decided from the source as resolved across
/// the module and from operators that join other publishers in or stop after one value.
package enum CadenceAnalysis {
    static func cadence(of pipeline: Pipeline) -> (GateAnswers.Cadence, String) {
        let found = cadence(of: pipeline.source, operators: pipeline.operators)
        // How it is consumed is the evidence left: only RxSwift's `Single` and `Maybe` offer
        // `subscribe(onSuccess:)`.
        if found.0 == .unknown, pipeline.framework == .rxswift, pipeline.terminal.name == "subscribe",
           pipeline.terminal.argumentLabels.contains("onSuccess")
        {
            return (.once, GateAnswers.conventionReasonPrefix + "it is consumed with `subscribe(onSuccess:)`, which only a `Single` or `Maybe` offers")
        }
        // A consumer that waits only for the end (`subscribe(onCompleted:onError:)`,
        // `startWithCompleted`) treats the source as work that finishes, not as values; when the
        // chain joins other publishers in, what they are decides instead.
        if found.0 == .unknown, pipeline.source.kind != .combined,
           !pipeline.operators.contains(where: { GateAnswers.Cadence.joiningOperators.contains($0.name) }),
           let waiting = waitsOnlyForCompletion(pipeline.terminal)
        {
            return (.once, GateAnswers.conventionReasonPrefix + "it is consumed only for its completion (`\(waiting)`), as work that finishes once is")
        }
        // `isValid <~ someProducer()`: a binding keeps a property in step with its source for
        // as long as both live, which is what one writes it for.
        if found.0 == .unknown, pipeline.framework == .reactiveswift, pipeline.terminal.name == "<~" {
            return (.stream, GateAnswers.conventionReasonPrefix + "it is bound with `<~`, which keeps a property in step with a source that changes over time")
        }
        return found
    }

    /// The terminal, in words, when it handles the end of the source and none of its values.
    private static func waitsOnlyForCompletion(_ terminal: Terminal) -> String? {
        if ["startWithCompleted", "observeCompleted"].contains(terminal.name) { return terminal.name }
        let labels = terminal.argumentLabels
        guard terminal.name == "subscribe", let completion = labels.first(where: { ["onCompleted", "onComplete"].contains($0) }),
              !labels.contains(where: { ["onNext", "onSuccess"].contains($0) })
        else { return nil }
        return "subscribe(\(completion):)"
    }

    /// Whether a resolved pipeline delivers at most one value.
    package static func deliversOnce(_ pipeline: Pipeline) -> Bool {
        cadence(of: pipeline).0 == .once
    }

    /// The cadence of a source, resolved or not, followed by `operators`.
    package static func cadence(of source: PipelineSource, operators chainOperators: [PipelineOperator]) -> (GateAnswers.Cadence, String) {
        var (cadence, reason) = sourceCadence(source)
        let operators = (source.resolved?.operators.map { PipelineOperator(name: $0) } ?? []) + chainOperators
        var takesSeveral = false
        for op in operators {
            switch op.name {
            case "merge", "combineLatest", "append", "prepend", "concat", "amb", "withLatestFrom":
                let joined = joinedCadence(op)
                if cadence == .once, joined != .once {
                    cadence = joined
                    reason = "`\(op.name)` joins \(joined == .stream ? "a stream" : "a publisher of unknown cadence")"
                }
            case "zip":
                // Pairs arrive only as often as the rarer side sends: paired with one value,
                // at most one pair.
                if cadence != .once, joinedCadence(op) == .once {
                    cadence = .once
                    reason = "`zip` pairs it with a single value, so at most one pair arrives"
                }
            case "flatMap", "flatMapLatest", "switchToLatest", "concatMap", "flatMapFirst", "switchMap":
                // What the inner publisher's declaration shows (`fetchChannels()` sending once from
                // its `create` closure), else its kind alone.
                if cadence == .once, let inner = op.innerSource {
                    let innerCadence = joinedCadence(op)
                    if innerCadence != .once {
                        cadence = innerCadence
                        reason = "`\(op.name)` switches to \(inner.rawValue)"
                    }
                }
            case let name where ReactiveVocabulary.oneValueOperators.contains(name):
                if op.name == "collect", let argument = op.argument, !argument.isEmpty { continue }
                // `states.take(first: 3).collect()`: one array at the end, but of the next few
                // values of a stream, which the stream still drives. (Folding everything until
                // the upstream ends, `pings.collect()`, is judged one value.)
                if cadence == .stream, takesSeveral, Self.aggregatingOperators.contains(op.name) {
                    reason = "`\(op.name)` gathers the values of a stream, which still drives it"
                    continue
                }
                if cadence != .once {
                    cadence = .once
                    reason = "`\(op.name)` ends the chain after one value"
                }
            case "prefix", "take", "prefix(1)", "take(1)":
                // `take(1)` written here, or kept by name in a chain built elsewhere.
                let name = op.name.hasSuffix("(1)") ? String(op.name.dropLast(3)) : op.name
                if op.takesOne || op.name != name, cadence != .once {
                    cadence = .once
                    reason = "`\(name)(1)` ends the chain after one value"
                } else if let count = op.takenCount, count > 1 {
                    takesSeveral = true
                    // `system.take(first: 5)`: whoever wrote it expects several values.
                    if cadence == .unknown {
                        cadence = .stream
                        reason = "`\(name)(\(count))` expects several values from its upstream"
                    }
                }
            default:
                continue
            }
        }
        return (cadence, reason)
    }

    /// How often the publisher an operator joins in sends: from its declaration when it was
    /// resolved (`fetchPulls()` sending once from its closure), else from its kind alone.
    private static func joinedCadence(_ op: PipelineOperator) -> GateAnswers.Cadence {
        if let inner = op.inner {
            let cadence = cadence(of: inner, operators: []).0
            if cadence != .unknown { return cadence }
        }
        return op.innerSource.map { $0.cadence.0 } ?? .unknown
    }

    private static func heldByNobody(_ holder: String) -> String {
        "`\(holder)` is made where the chain starts and held by nobody, so nothing can give it another value: each subscriber gets its first one"
    }

    /// One-value operators that wait for the upstream's end and fold every value into one.
    private static let aggregatingOperators: Set<String> = ["collect", "reduce", "toArray", "last"]

    static func sourceCadence(_ source: PipelineSource) -> (GateAnswers.Cadence, String) {
        if let send = source.sentOnceAsLocal {
            return (.once, "the subject is the local `\(send.name)` of the function that subscribes to it, "
                + "sent to at one place only (\(send.location.description)), outside any loop, condition or closure")
        }
        if let holder = SourceClassifier.madeWhereTheChainStarts(source.kind, text: source.text) {
            return (.once, Self.heldByNobody(holder))
        }
        if source.kind == .combined, let inputs = source.inputs, !inputs.isEmpty {
            // Each input with the operators of its own declaration (`a.merge(with: b)`).
            return GateAnswers.Cadence.combined(inputs.map { cadence(of: $0, operators: []).0 }, text: source.resolved?.text ?? source.text)
        }
        if source.kind == .deferred, let inner = source.inputs?.first {
            let (cadence, reason) = sourceCadence(inner)
            return (cadence, "deferred: \(reason)")
        }
        if source.kind == .create, let inner = source.inputs?.first {
            if inner.kind == .ownPublisher { return (.stream, "its closure sends from \(inner.text), which calls back on every change") }
            if inner.kind == .just { return (.once, "its closure sends at most one value") }
            // The closure forwards what one inner pipeline delivers (`CreateBodyAnalyzer.forwardedChain`).
            let (cadence, reason) = self.cadence(of: inner, operators: [])
            return (cadence, "its closure forwards `\(inner.text)`: \(reason)")
        }
        if let resolved = source.resolved {
            var (cadence, reason) = resolved.kind.cadence
            if let inputs = resolved.inputs, !inputs.isEmpty {
                (cadence, reason) = sourceCadence(PipelineSource(kind: resolved.kind, text: resolved.text ?? "", inputs: inputs))
            }
            let via = source.kind == .call ? "`\(source.callee ?? "")` returns" : "declared as"
            if let constant = resolved.constantReason {
                return (.once, "declared at \(resolved.declaration.description) and \(constant)")
            }
            if !resolved.operators.isEmpty, let holder = SourceClassifier.madeWhereTheChainStarts(resolved.kind, text: resolved.text) {
                return (.once, "declared at \(resolved.declaration.description), where \(heldByNobody(holder))")
            }
            // A chain that ends in a call nobody could follow says no more than its declared
            // type: a `Signal`/`Driver` property is a UI stream either way.
            if let trait = FrameworkDescriptor.uiStreamTrait(resolved.declaredType), let uiStream = resolved.declaredType,
               resolved.kind == .reference || resolved.kind == .call
            {
                // The name alone does not tell RxCocoa's `Signal` from ReactiveSwift's: both share
                // their events and neither replays.
                let kind = trait.replays ? "a UI stream that shares and replays its latest value" : "a stream that shares its events"
                return (.stream, "\(via) `\(uiStream)` at \(resolved.declaration.description), \(kind)")
            }
            // A function whose returned chain ends in a call nobody could follow is out of reach
            // too: what its declaration and name say is the evidence left.
            if resolved.kind == .reference || resolved.kind == .unknown || resolved.kind == .call {
                if let evidence = ConventionEvidence.cadence(of: source) { return evidence }
                return (.unknown, "\(via) a publisher whose origin is not in the module (\(resolved.declaration.description))")
            }
            // A hand-written producer whose closure shows no certain count leaves its name as
            // evidence (its declared type says less than the code beside it).
            if cadence == .unknown, resolved.kind == .create {
                // `func load() -> Single<Data> { .create { … } }`: the type still promises one value.
                if let declared = resolved.declaredType, FrameworkDescriptor.sourceKind(ofDeclaredType: declared) == .single {
                    return (.once, "\(via) `\(declared)` at \(resolved.declaration.description), which delivers at most one value")
                }
                if let evidence = ConventionEvidence.cadence(byNameOf: source) { return evidence }
            }
            return (cadence, "\(via) \(resolved.kind.phrase) at \(resolved.declaration.description), and \(reason)")
        }
        if let evidence = ConventionEvidence.cadence(of: source) { return evidence }
        switch source.kind {
        case .call:
            return (.unknown, "`\(source.callee ?? source.text)` is not declared in the scanned module")
        case .reference:
            return (.unknown, "`\(source.name ?? source.text)` is not declared in the scanned module")
        default:
            return source.kind.cadence
        }
    }
}

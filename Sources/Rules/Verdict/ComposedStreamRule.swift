import StreamLint

/// Combinators relate several inputs over time; their semantics (latest-of, switch, retry) are
/// the reason the chain exists.
struct ComposedStreamRule: PipelineRule {
    static let description = RuleDescription(
        id: "composed_stream", name: "Composed stream", verdict: .keep, precedence: .composition,
        defaultSeverity: .note,
        summary: "The chain combines publishers (combineLatest, zip, merge, withLatestFrom, switchToLatest, flatMapLatest, retry, scan).",
        rationale: """
            Combining inputs, cancelling a stale request when a newer one starts, or retrying is \
            stream composition; rewriting it with plain async/await means re-implementing those \
            operators by hand. Keep it, or with one consumer and no replay use AsyncAlgorithms' \
            `combineLatest`, `merge`, `zip` and (1.1) `flatMapLatest`. There is no AsyncAlgorithms \
            `withLatestFrom` or `retry`.
            """,
        triggeringExamples: [
            Example("Publishers.CombineLatest3($age, $country, $terms).map(isEligible).↓assign(to: &$eligible)"),
            Example("Observable.combineLatest(user.asObservable(), pass.asObservable()).map(valid).↓bind(to: enabled)"),
            Example("$query.map(api.search).switchToLatest().↓sink { show($0) }"),
        ],
        nonTriggeringExamples: [Example("$query.map { $0.count }.sink { show($0) }")])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let combinators = pipeline.gate.combinators
        guard !combinators.isEmpty else { return nil }
        let names = combinators.map { "`\($0)`" }.joined(separator: ", ")
        return RuleMatch(message: RuleText.keepMessage("it composes publishers (\(names))", pipeline))
    }
}

import StreamLint

/// Combinators relate several inputs over time; their semantics (latest-of, switch, retry) are
/// the reason the chain exists.
struct ComposedStreamRule: PipelineRule, FixableRule {
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
        nonTriggeringExamples: [Example("$query.map { $0.count }.sink { show($0) }")],
        corrections: [
            Example(
                """
                import Combine

                @MainActor
                final class SignUpModel {
                    @Published var email = ""
                    @Published var password = ""
                    private(set) var canSubmit = false
                    private var bag = Set<AnyCancellable>()

                    init() {
                        $email
                            .combineLatest($password)
                            .map { !$0.isEmpty && $1.count >= 8 }
                            .↓sink { [weak self] in self?.canSubmit = $0 }
                            .store(in: &bag)
                    }
                }
                """,
                fileName: "SignUpModel.swift", extraFiles: [".streamlint.yml": "prefer: async-algorithms\n"],
                corrected: """
                    import AsyncAlgorithms
                    import Combine

                    @MainActor
                    final class SignUpModel {
                        @Published var email = ""
                        @Published var password = ""
                        private(set) var canSubmit = false
                        private var bag = Set<AnyCancellable>()

                        init() {
                            let emailValues = combineLatest($email.values, $password.values)
                                .map { !$0.isEmpty && $1.count >= 8 }
                            let emailTask = Task { [weak self] in
                                var iterator = emailValues.makeAsyncIterator()
                                while let value = await iterator.next() {
                                    guard !Task.isCancelled else { break }
                                    self?.canSubmit = value
                                }
                            }
                            AnyCancellable { emailTask.cancel() }.store(in: &bag)
                        }
                    }
                    """),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let combinators = pipeline.gate.combinators
        guard !combinators.isEmpty else { return nil }
        let names = combinators.map { "`\($0)`" }.joined(separator: ", ")
        return RuleMatch(message: RuleText.keepMessage("it composes publishers (\(names))", pipeline))
    }

    func offersFixes(in context: RuleContext) -> Bool { context.preferAsyncAlgorithms }

    /// With `prefer: async-algorithms`, a Task over `values` (`AsyncAlgorithmsRewrite`).
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions {
        AsyncAlgorithmsRewrite.fixes(for: finding, in: file, context: context)
    }
}

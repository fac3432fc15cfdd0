import StreamLint

/// Time operators describe behaviour over time; a single await has no time axis.
struct TimingStreamRule: PipelineRule, FixableRule {
    static let description = RuleDescription(
        id: "timing_stream", name: "Timed stream", verdict: .keep, precedence: .timing,
        defaultSeverity: .note,
        summary: "The chain uses time operators (debounce, throttle, delay, timeout, sample, buffer) or a timer source.",
        rationale: """
            Debounced input, throttled taps and timers are streams by nature: what matters is when \
            values arrive. Keep them reactive, or, with one consumer and no replay, move them to \
            AsyncAlgorithms (`debounce(for:)`, `throttle(for:)`, `AsyncTimerSequence`); there is no \
            AsyncAlgorithms `timeout`, `delay` or `sample`.
            """,
        triggeringExamples: [
            Example("$query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).↓sink { search($0) }"),
            Example("button.rx.tap.throttle(.seconds(1), scheduler: MainScheduler.instance).↓subscribe(onNext: { save() })"),
            Example("Timer.publish(every: 1, on: .main, in: .common).autoconnect().↓sink { tick($0) }"),
        ],
        nonTriggeringExamples: [Example("$query.map { $0.lowercased() }.sink { search($0) }")],
        corrections: [
            Example(
                """
                import Combine

                final class SearchViewModel {
                    @Published var query = ""
                    private var bag = Set<AnyCancellable>()

                    init(search: @escaping (String) -> Void) {
                        $query
                            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
                            .removeDuplicates()
                            .↓sink { search($0) }
                            .store(in: &bag)
                    }
                }
                """,
                fileName: "SearchViewModel.swift", extraFiles: [".streamlint.yml": "prefer: async-algorithms\n"],
                corrected: """
                    import AsyncAlgorithms
                    import Combine

                    final class SearchViewModel {
                        @Published var query = ""
                        private var bag = Set<AnyCancellable>()

                        init(search: @escaping (String) -> Void, clock: some Clock<Duration> = ContinuousClock()) {
                            let queryValues = $query.values
                                .debounce(for: .milliseconds(300), clock: clock)
                                .removeDuplicates()
                            let queryTask = Task { @MainActor in
                                var iterator = queryValues.makeAsyncIterator()
                                while let value = await iterator.next() {
                                    guard !Task.isCancelled else { break }
                                    search(value)
                                }
                            }
                            AnyCancellable { queryTask.cancel() }.store(in: &bag)
                        }
                    }
                    """),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let operators = pipeline.gate.timingOperators
        guard !operators.isEmpty else { return nil }
        let names = operators.map { "`\($0)`" }.joined(separator: ", ")
        return RuleMatch(message: RuleText.keepMessage("it is timed (\(names))", pipeline))
    }

    func offersFixes(in context: RuleContext) -> Bool { context.preferAsyncAlgorithms }

    /// With `prefer: async-algorithms`, a Task over `values` (`AsyncAlgorithmsRewrite`).
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions {
        AsyncAlgorithmsRewrite.fixes(for: finding, in: file, context: context)
    }
}

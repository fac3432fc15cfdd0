import StreamLint

/// Time operators describe behaviour over time; a single await has no time axis.
struct TimingStreamRule: PipelineRule {
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
        nonTriggeringExamples: [Example("$query.map { $0.lowercased() }.sink { search($0) }")])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let operators = pipeline.gate.timingOperators
        guard !operators.isEmpty else { return nil }
        let names = operators.map { "`\($0)`" }.joined(separator: ", ")
        return RuleMatch(message: RuleText.keepMessage("it is timed (\(names))", pipeline))
    }
}

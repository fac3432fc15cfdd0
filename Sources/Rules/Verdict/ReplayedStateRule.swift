import StreamLint

/// New subscribers of current-value sources get the latest value at once; AsyncAlgorithms has
/// no replaying channel, so this is state, not a one-off value.
struct ReplayedStateRule: PipelineRule {
    static let description = RuleDescription(
        id: "replayed_state", name: "Replayed state", verdict: .keep, precedence: .replayedState,
        defaultSeverity: .note,
        summary: "A current-value or replaying source (CurrentValueSubject, BehaviorRelay, ReplaySubject, MutableProperty, share(replay:)) is consumed as state.",
        rationale: """
            A subscriber that arrives late still needs the current value: that is state, and the \
            reactive type models it. AsyncAlgorithms has no replaying subject; AsyncChannel and \
            AsyncStream drop what was sent before iteration began. For UI state on iOS 17+, an \
            `@Observable` model is the natural successor (and `Observations` on iOS 26+ observes it \
            as an async sequence); before that, keep the subject or relay. A replaying wrapper \
            (`asDriver`) around one answer that one subscriber reads replays to nobody and does \
            not count; a current-value source read once (`relay.take(1)`) still reads its state.
            """,
        triggeringExamples: [
            Example("let state = CurrentValueSubject<State, Never>(.idle); state.↓sink { render($0) }.store(in: &bag)"),
            Example("let isValid = BehaviorRelay(value: false); isValid.↓bind(to: button.rx.isEnabled).disposed(by: bag)"),
            Example(
                """
                let progress = MutableProperty<Double>(0)
                progress.producer.↓startWithValues { bar.progress = Float($0) }
                """),
        ],
        nonTriggeringExamples: [
            Example("let taps = PassthroughSubject<Void, Never>(); taps.sink { go() }.store(in: &bag)"),
            Example("let events = PublishRelay<Event>(); events.bind(onNext: handle).disposed(by: bag)"),
            Example(
                """
                // A Driver replays, but its one subscriber subscribes once: nobody is late.
                NotificationCenter.default.rx.notification(UIApplication.didBecomeActiveNotification)
                    .asDriver(onErrorDriveWith: .empty())
                    .drive(onNext: { _ in refresh() })
                    .disposed(by: bag)
                """),
        ])

    private static let replayingSources: Set<SourceKind> = [.currentValueSubject, .behaviorRelay, .replaySubject, .published, .property, .state]

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let gate = pipeline.gate
        // A replaying wrapper (`asDriver`, `share(replay: 1)`) read by one subscriber replays to
        // nobody, whether it wraps one answer or a stream of notifications; a current-value
        // source read once (`relay.take(1)`) still reads the state it holds.
        let wrapperReadOnce = gate.consumers < 2 && !Self.replayingSources.contains(pipeline.pipeline.source.effectiveKind)
        guard gate.replay, let reason = gate.replayReason, !wrapperReadOnce else { return nil }
        var message = "Keep this stream: \(reason), and AsyncAlgorithms has no replaying equivalent."
        if let target = context.deploymentTarget, target.major < 17 {
            message += " `@Observable` would replace it from iOS 17; the deployment target is \(target)."
        } else {
            message += " For view state, an `@Observable` model (iOS 17+) is the natural successor."
        }
        return RuleMatch(message: message)
    }
}

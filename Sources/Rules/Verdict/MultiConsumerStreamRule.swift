import StreamLint

/// One upstream read in several places is what subjects and `share` are for; async sequences
/// are single-consumer by default.
struct MultiConsumerStreamRule: PipelineRule {
    static let description = RuleDescription(
        id: "multi_consumer_stream", name: "Multi-consumer stream", verdict: .keep, defaultSeverity: .note,
        summary: "The same upstream is subscribed in two or more places in the module, or is shared explicitly.",
        rationale: """
            A subject, relay or shared publisher that several subscribers read is a broadcast: each \
            event must reach every consumer once. An AsyncStream delivers each element to one \
            iterator only, so a straight rewrite silently splits events between consumers. \
            AsyncAlgorithms 1.1 has `share()` (no replay) for simple fan-out; otherwise keep the \
            reactive type. Consumers are counted across the whole module, not one file.
            """,
        triggeringExamples: [
            """
            // ResetBus.swift
            let resets = PassthroughSubject<Void, Never>()
            // Cart.swift
            bus.resets.sink { [weak self] in self?.clear() }.store(in: &bag)
            // Profile.swift
            bus.resets.sink { [weak self] in self?.forget() }.store(in: &bag)
            """,
            "items.asDriver(onErrorJustReturn: []).drive(tableView.rx.items(cellIdentifier: \"Cell\"))",
            "let shared = fetch().share(); shared.sink { a($0) }.store(in: &bag)",
        ],
        nonTriggeringExamples: [
            "let subject = PassthroughSubject<Int, Never>()  // subscribed once in the module",
            "Just(1).sink { print($0) }",
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let gate = pipeline.gate
        if gate.consumers >= 2 {
            return RuleMatch(
                message: "Keep this stream: \(RuleText.source(pipeline.pipeline)) has \(gate.consumers) subscribers in the module; "
                    + "an async sequence would hand each event to only one of them. AsyncAlgorithms' `share()` "
                    + "covers fan-out without replay.")
        }
        guard gate.shared, let reason = gate.sharingReason else { return nil }
        return RuleMatch(message: "Keep this stream: \(reason), which async sequences do not do by themselves.")
    }
}

import StreamLint

/// A subscription that starts an unstructured `Task` for each value gives up what the
/// stream promised: order (the Tasks race) and cancellation (they outlive the subscription).
struct TaskInSinkRule: PipelineRule {
    static let description = RuleDescription(
        id: "task_in_sink", name: "Task started per value", verdict: .fix, defaultSeverity: .warning,
        summary: "A terminal closure starts an unstructured `Task { … }` for every value it receives.",
        rationale: """
            Each value gets its own Task, and Tasks run concurrently: a slow one finishes after a \
            later one, so state ends up reflecting an older value. Cancelling the subscription \
            (the bag goes away, the view closes) cancels none of them, so work goes on for a screen \
            that is gone. One Task that iterates the publisher's values (`for await value in \
            publisher.values`) handles them in order and is cancelled as a whole; when values may \
            arrive faster than they are handled and none may be lost, feed a swift-async-algorithms \
            `AsyncChannel` from the sink and iterate it in one Task. Not fixed automatically: the \
            subscription's lifetime, the actor the Task runs on and the values dropped while the \
            loop is busy all change, and need a person.
            """,
        triggeringExamples: [
            Example(
                """
                searchResults.↓sink { [weak self] results in
                    Task { await self?.store.save(results) }
                }.store(in: &cancellables)
                """),
            Example("relay.↓subscribe(onNext: { item in Task.detached { await uploader.upload(item) } }).disposed(by: bag)"),
        ],
        nonTriggeringExamples: [
            Example(
                """
                task = Task { [weak self] in
                    for await results in searchResults.values { await self?.store.save(results) }
                }
                """),
            Example("searchResults.sink { [weak self] in self?.render($0) }.store(in: &cancellables)"),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let chain = pipeline.pipeline
        guard chain.terminal.startsTaskPerValue == true else { return nil }
        return Self.match(pipeline, starts: "starts")
    }

    /// The message for a terminal that `starts` (or "calls `save()`, which starts") a Task.
    static func match(_ pipeline: AnalyzedPipeline, starts: String) -> RuleMatch {
        let chain = pipeline.pipeline
        if pipeline.gate.cadence == .once {
            return RuleMatch(
                message: "\(RuleText.terminal(chain)) \(starts) a `Task` that outlives its subscription: cancelling it does not "
                    + "cancel the work. Await the value in one Task instead (see `single_shot_sink`).")
        }
        return RuleMatch(
            message: "\(RuleText.terminal(chain)) \(starts) a `Task` for every value: the Tasks race, so a slow one can "
                + "overwrite a later value, and cancelling the subscription cancels none of them. Iterate the values in one Task "
                + "(`for await value in publisher.values`), or feed an `AsyncChannel` when none may be dropped.")
    }
}

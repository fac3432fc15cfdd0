import StreamLint

/// A pipeline that tests drive with a virtual clock carries timing behaviour someone cared
/// enough to pin down; rewriting it throws those tests away.
struct VirtualTimeTestedRule: PipelineRule {
    static let description = RuleDescription(
        id: "virtual_time_tested", name: "Virtual-time tested stream", verdict: .keep, defaultSeverity: .note,
        summary: "The pipeline's type is exercised by tests that use a virtual-time scheduler.",
        rationale: """
            Tests built on TestScheduler (RxTest), combine-schedulers' test schedulers or a TestClock \
            assert exactly when values arrive. That is stream behaviour worth keeping: an async/await \
            rewrite loses the scheduler injection those tests depend on. Keep the pipeline; if you do \
            migrate it, move the tests to an injected Clock first.
            """,
        triggeringExamples: [
            """
            // SearchModel.swift
            $query.debounce(for: .seconds(0.3), scheduler: scheduler).sink { self.search($0) }
            // SearchModelTests.swift
            let scheduler = DispatchQueue.test
            let model = SearchModel(scheduler: scheduler.eraseToAnyScheduler())
            """,
        ],
        nonTriggeringExamples: [
            """
            // tests that never use a virtual-time scheduler
            let model = SearchModel(scheduler: .main)
            """,
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        guard pipeline.gate.virtualTimeTested else { return nil }
        return RuleMatch(
            message: RuleText.keepMessage(
                "`\(pipeline.pipeline.context.typeName ?? "its type")` is driven by a virtual-time scheduler in tests",
                pipeline))
    }
}

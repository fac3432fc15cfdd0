import StreamLint

/// `task_in_sink` one call away: the terminal's closure calls a method of its own type that
/// starts the Task. Opt-in, since reviewers reading a terminal's closure rarely follow its calls
/// and the method may be meant as fire-and-forget.
struct TaskInSinkViaMethodRule: PipelineRule {
    static let description = RuleDescription(
        id: "task_in_sink_via_method", name: "Task started per value by a called method", verdict: .fix,
        defaultSeverity: .warning,
        summary: "A terminal closure calls a method of its own type that starts an unstructured `Task { … }` in its body.",
        rationale: """
            The same hazard as `task_in_sink`, one call away: every value runs the method, every run \
            starts a Task, and the Tasks race and outlive the subscription. Only a Task started in the \
            method's own body counts, not one in a closure the method stores or hands on, which runs \
            later or never. Iterate the values in one Task (`for await value in publisher.values`) and \
            make the method `async`, or keep one Task and cancel it before starting the next. Opt in \
            with `opt_in_rules: [task_in_sink_via_method]`.
            """,
        triggeringExamples: [
            Example(
                """
                final class EditorModel {
                    func bind() {
                        edits.↓sink { [weak self] draft in self?.persist(draft) }.store(in: &cancellables)
                    }

                    private func persist(_ draft: String) {
                        Task { await store.save(draft) }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(
                """
                final class EditorModel {
                    func bind() {
                        edits.sink { [weak self] draft in self?.prepare(draft) }.store(in: &cancellables)
                    }

                    // The Task starts when the stored closure runs, not when the method is called.
                    private func prepare(_ draft: String) {
                        onClose = { Task { await store.save(draft) } }
                    }
                }
                """),
        ],
        isOptIn: true)

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let chain = pipeline.pipeline
        guard chain.terminal.startsTaskPerValue != true, let owner = chain.context.typeName,
              let method = chain.terminal.methodsCalled?.first(where: { context.index.taskStartingMethods.contains("\(owner).\($0)") })
        else { return nil }
        return TaskInSinkRule.match(pipeline, starts: "calls `\(method)()`, which starts")
    }
}

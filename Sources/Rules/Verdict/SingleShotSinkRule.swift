import StreamLint

/// A publisher that emits at most once is a value in a stream's clothing; awaiting it is
/// shorter, and errors and cancellation follow the language's rules.
struct SingleShotSinkRule: PipelineRule {
    static let description = RuleDescription(
        id: "single_shot_sink", name: "Single-shot sink", verdict: .rewrite, defaultSeverity: .warning,
        summary: "A terminal on a publisher that emits at most once (Just, Future, a request, Single, first(), a module function returning one).",
        rationale: """
            When the upstream delivers one value and nobody else reads it, the subscription, its \
            cancellable and its completion handler are ceremony. `let value = try await …` in a Task \
            says the same thing; errors arrive in `catch`, and cancelling the Task cancels the work. \
            The verdict looks through functions of the module: a sink on `repository.load()` is \
            single-shot when `load()` returns a `Future`, whichever file it is in. A stream joined \
            in (`Just(x).merge(with: stream)`) makes it a stream again.
            """,
        triggeringExamples: [
            "Just(settings).sink { apply($0) }",
            "repository.loadProfile(id: id).sink(receiveCompletion: handle, receiveValue: show).store(in: &bag)",
            "api.login(name, password).subscribe(onSuccess: { user in show(user) }).disposed(by: bag)",
            "SignalProducer(value: cached).startWithValues { render($0) }",
        ],
        nonTriggeringExamples: [
            "Just(0).merge(with: updates).sink { render($0) }",
            "$query.sink { search($0) }",
        ],
        correction: (
            before: """
                repository.loadProfile(id: id)
                    .sink(receiveCompletion: { [weak self] completion in
                        if case .failure(let error) = completion { self?.show(error) }
                    }, receiveValue: { [weak self] profile in self?.profile = profile })
                    .store(in: &cancellables)
                """,
            after: """
                let task = Task { [weak self] in
                    do {
                        let profile = try await repository.loadProfile(id: id)
                        self?.profile = profile
                    } catch is CancellationError {
                    } catch {
                        self?.show(error)
                    }
                }
                AnyCancellable { task.cancel() }.store(in: &cancellables)
                """))

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        guard pipeline.gate.cadence == .once else { return nil }
        let terminal = RuleText.terminal(pipeline.pipeline)
        return RuleMatch(
            message: "\(terminal) on a publisher that emits at most once (\(pipeline.gate.cadenceReason)): "
                + "await the value in a Task instead.")
    }
}

import StreamLint
import SwiftSyntax

/// A publisher that emits at most once is a value in a stream's clothing; awaiting it is
/// shorter, and errors and cancellation follow the language's rules.
struct SingleShotSinkRule: PipelineRule, FixableRule {
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
        // `for try await value in publisher.values` is already the awaiting form (and what
        // this rule's own rewrite produces).
        guard pipeline.gate.cadence == .once, pipeline.pipeline.terminal.name != "values" else { return nil }
        let terminal = RuleText.terminal(pipeline.pipeline)
        return RuleMatch(
            message: "\(terminal) on a publisher that emits at most once (\(pipeline.gate.cadenceReason)): "
                + "await the value in a Task instead.")
    }

    static let marker = "FIXME(streamlint)"

    /// Safe: a `// FIXME(streamlint)` line above the statement. Unsafe: the statement becomes
    /// a Task that awaits the value, keeping the subscription's lifetime and error handling.
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> (fix: Fix?, alternative: Fix?) {
        guard let pipeline = finding.pipeline, let terminal = FixSyntax.terminal(of: finding, in: file),
              let statement = FixSyntax.statement(containing: terminal.top),
              !statement.leadingTrivia.description.contains(Self.marker)
        else { return (nil, nil) }
        let start = statement.positionAfterSkippingLeadingTrivia.utf8Offset
        let indentation = file.indentation(ofLineContaining: start)
        let replacement = pipeline.framework == .rxswift ? "`try await single.value`" : "`for try await value in publisher.values`"
        let marker = Fix(
            description: "Mark the subscription for migration", applicability: .safe,
            edits: [
                TextEdit(
                    startOffset: start, endOffset: start,
                    replacement: "// \(Self.marker): single-shot \(pipeline.terminal.name); await it in a Task (\(replacement)).\n\(indentation)"),
            ])
        return (taskFix(pipeline, terminal: terminal, file: file), marker)
    }

    private func taskFix(_ pipeline: Pipeline, terminal: FixSyntax.Terminal, file: ParsedSourceFile) -> Fix? {
        guard let call = terminal.call, let upstream = terminal.member.base,
              let rewrite = TaskRewrite(
                pipeline: pipeline, terminal: terminal, file: file,
                nameHint: TaskRewrite.nameHint(pipeline.source.callee ?? pipeline.source.name ?? ""))
        else { return nil }
        let inner = rewrite.indentation + rewrite.unit
        // The upstream is built before the Task, where the subscription built it: the same
        // moment of creation, and no implicit `self` inside an escaping closure.
        let upstreamName = (TaskRewrite.nameHint(pipeline.source.callee ?? pipeline.source.name ?? "") ?? "upstream")
            + (pipeline.framework == .rxswift ? "Single" : "Publisher")
        let chain = FixSyntax.rebased(upstream, from: rewrite.indentation.count, to: rewrite.indentation)
        let fix: Fix?
        switch (pipeline.framework, pipeline.terminal.name) {
        case (.combine, "sink"):
            fix = combineTask(call: call, chain: upstreamName, rewrite: rewrite, inner: inner)
        case (.rxswift, "subscribe"):
            fix = singleTask(call: call, chain: upstreamName, rewrite: rewrite, inner: inner)
        default:
            fix = nil
        }
        guard var fix, var edit = fix.edits.first else { return nil }
        edit.replacement = "let \(upstreamName) = \(chain)\n\(rewrite.indentation)" + edit.replacement
        fix.edits = [edit]
        return fix
    }

    /// `sink(receiveCompletion:receiveValue:)` → a loop over `values` whose outcome feeds the
    /// completion closure's body; cancellation is not reported as a failure.
    private func combineTask(call: FunctionCallExprSyntax, chain: String, rewrite: TaskRewrite, inner: String) -> Fix? {
        guard call.arguments.allSatisfy({ ["receiveValue", "receiveCompletion"].contains($0.label?.text ?? "") }),
              let valueClosure = FixSyntax.closure(labeled: "receiveValue", in: call)
        else { return nil }
        let completionClosure = FixSyntax.closure(labeled: "receiveCompletion", in: call)
        guard let captures = mergedCaptures([valueClosure, completionClosure].compactMap { $0 }) else { return nil }
        let value = FixSyntax.firstParameterName(valueClosure) ?? "value"
        let valueBody = FixSyntax.moved(
            valueClosure.statements, to: inner + rewrite.unit + (completionClosure == nil ? "" : rewrite.unit),
            renaming: FixSyntax.firstParameterName(valueClosure) == nil ? value : nil)
        var body: String
        if let completionClosure {
            let completion = FixSyntax.firstParameterName(completionClosure) ?? "completion"
            let completionBody = FixSyntax.moved(
                completionClosure.statements, to: inner,
                renaming: FixSyntax.firstParameterName(completionClosure) == nil ? completion : nil)
            let deeper = inner + rewrite.unit
            body = """
                \(inner)let \(completion): Subscribers.Completion<Error>
                \(inner)do {
                \(deeper)for try await \(value) in \(chain).values {
                \(valueBody)
                \(deeper)}
                \(deeper)\(completion) = .finished
                \(inner)} catch is CancellationError {
                \(deeper)return
                \(inner)} catch {
                \(deeper)\(completion) = .failure(error)
                \(inner)}
                \(completionBody)
                """
        } else {
            body = "\(inner)for await \(value) in \(chain).values {\n\(valueBody)\n\(inner)}"
        }
        return Fix(
            description: "Await the value in a Task tied to the same lifetime", applicability: .unsafe,
            edits: [rewrite.edit(taskAttributes: "", captures: captures, body: body)])
    }

    /// RxSwift `subscribe(onSuccess:onFailure:)` on a Single → `try await single.value`.
    private func singleTask(call: FunctionCallExprSyntax, chain: String, rewrite: TaskRewrite, inner: String) -> Fix? {
        guard call.arguments.allSatisfy({ ["onSuccess", "onFailure"].contains($0.label?.text ?? "") }),
              let success = FixSyntax.closure(labeled: "onSuccess", in: call)
        else { return nil }
        let failure = FixSyntax.closure(labeled: "onFailure", in: call)
        guard let captures = mergedCaptures([success, failure].compactMap { $0 }) else { return nil }
        let deeper = inner + rewrite.unit
        let value = FixSyntax.firstParameterName(success) ?? "value"
        let successBody = FixSyntax.moved(
            success.statements, to: deeper, renaming: FixSyntax.firstParameterName(success) == nil ? value : nil)
        var body = """
            \(inner)do {
            \(deeper)let \(value) = try await \(chain).value
            \(successBody)
            \(inner)} catch is CancellationError {
            """
        if let failure {
            let error = FixSyntax.firstParameterName(failure) ?? "error"
            let failureBody = FixSyntax.moved(
                failure.statements, to: deeper, renaming: FixSyntax.firstParameterName(failure) == nil ? error : nil)
            body += "\n\(inner)} catch {\n"
            if error != "error" { body += "\(deeper)let \(error) = error\n" }
            body += failureBody
        }
        body += "\n\(inner)}"
        return Fix(
            description: "Await the Single's value in a Task disposed with the same bag", applicability: .unsafe,
            edits: [rewrite.edit(taskAttributes: "", captures: captures, body: body)])
    }

    /// One capture list for the Task: the closures' lists when they agree, nil when they differ.
    private func mergedCaptures(_ closures: [ClosureExprSyntax]) -> String? {
        let lists = Set(closures.map(FixSyntax.captureList).filter { !$0.isEmpty })
        return lists.count <= 1 ? (lists.first ?? "") : nil
    }
}

import StreamLint

/// Whether a `Task` that replaces a subscription runs its handlers where the subscription ran
/// them. A subscription without a hop runs them wherever the publisher answers: during the
/// subscribe call, on the caller's thread, when the answer is at hand. A Task outside the main
/// actor runs them later, on the cooperative pool. The thread is kept when the old chain hopped
/// to main (the Task gets `@MainActor`), when the code is on the main actor already (so is the
/// Task), or when the publisher is known to answer from the background anyway (a request, or a
/// `Future` over a `Task`).
enum DeliveryContext {
    /// Why a Task would move the handlers to another thread; nil when it keeps them where they ran.
    static func changeByTask(_ pipeline: Pipeline, hopsToMain: Bool, context: RuleContext) -> String? {
        if hopsToMain || pipeline.context.isolation == .mainActor || answersFromBackground(pipeline, context: context) {
            return nil
        }
        return "without `receive(on:)` and outside the main actor, the subscription ran its handlers where "
            + "\(pipeline.source.effectiveKind.phrase) answered (during this call, on the caller's thread, when the "
            + "answer is at hand); a Task runs them later, on another thread"
    }

    /// What moving into a Task changes, said to a person about to do it.
    static func consequence(_ pipeline: Pipeline) -> String {
        pipeline.terminal.argumentLabels.isEmpty
            ? "the work would then start later and off this thread"
            : "the handlers would then run later and off this thread"
    }

    /// `fix` kept as a suggestion: its edits show the rewrite, its description says why a person
    /// must decide.
    static func manual(_ fix: Fix?, because reason: String) -> Fix? {
        guard var fix else { return nil }
        fix.applicability = .manual
        fix.description += " — by hand: \(reason)"
        return fix
    }

    private static func answersFromBackground(_ pipeline: Pipeline, context: RuleContext) -> Bool {
        if pipeline.source.effectiveKind == .dataTask { return true }
        guard let declaration = pipeline.source.resolved?.declaration, let callee = pipeline.source.callee,
              let function = context.index.functions(named: callee).first(where: { $0.location == declaration })
        else { return false }
        return context.functions.wrapsTaskInFuture(function) || function.returnsDataTaskRequest
    }
}

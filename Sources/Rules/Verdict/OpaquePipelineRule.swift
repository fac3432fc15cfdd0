import StreamLint

/// When the source is outside the module, no honest verdict can be given from the code.
struct OpaquePipelineRule: PipelineRule {
    static let description = RuleDescription(
        id: "opaque_pipeline", name: "Opaque pipeline", verdict: .review, precedence: .opaque,
        defaultSeverity: .note,
        summary: "The source cannot be classified from the scanned code: a call into another module, a parameter, a custom publisher.",
        rationale: """
            A publisher returned by a framework or another module, or passed in as a parameter, may \
            emit once or forever. StreamLint will not guess: read the source's documentation, or scan \
            the module that declares it together with this one. A custom operator the module \
            declares on a reactive property (`page.producer.pairs()`, whose body says only "self") \
            is not opaque: the pipeline is judged by that property, with the operator's own chain. \
            Nor is a hand-written producer whose every value send is followed by a completion: it \
            emits at most once. When a module function returns a chain that ends outside the module, \
            its declared type still speaks: Realm's bindings (`Results<…>`, a Realm error type, \
            anything but a producer of `Void`) send again on every change, a failing producer \
            returned by a call reads as a request, and so does a call whose value type is named a \
            `…Response` or whose own name ends in `Single`; a pipeline consumed with RxSwift's \
            `subscribe(onSuccess:)`, which only a `Single` or `Maybe` offers, emits once. A chain \
            that starts at a plain value (`Endpoint.list(page: 1)`, an enum case) and goes on with \
            a method the module's extension declares returning a publisher starts at that method. \
            A call's name is evidence too (`fetchUser`, `login` name one request; `observeChanges`, \
            `watch…` an observation), and when the outer name says nothing, the name of the call \
            the chain ends in does: a repository whose `articles()` returns, through its service and \
            client, RxAlamofire's `requestString(…)` makes one request. Every `return` counts, also \
            those in `#if DEBUG … #else … #endif` branches, and a member built with `Type.init()` \
            has that type. These verdicts carry low or medium confidence.
            """,
        triggeringExamples: [
            Example(
                """
                import Combine
                import PaymentsSDK

                // `currentPlan()` is declared in PaymentsSDK, outside the scanned tree.
                payments.currentPlan().↓sink { show($0) }
                """),
        ],
        nonTriggeringExamples: [Example("Just(1).sink { print($0) }")])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        // `for try await value in publisher.values` over a single value is already awaited;
        // what is left is to await the API itself once it has an async form.
        if pipeline.gate.cadence == .once, pipeline.pipeline.terminal.name == "values" {
            return RuleMatch(
                message: "Already awaited through `.values` (\(pipeline.gate.cadenceReason)); "
                    + "await the upstream's async API directly once it has one.")
        }
        return RuleMatch(
            message: "Review by hand: \(RuleText.source(pipeline.pipeline)) cannot be classified "
                + "(\(pipeline.gate.cadenceReason)).")
    }
}

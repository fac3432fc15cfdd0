import StreamLint

/// The fallback keep: a push source with one consumer and nothing else to say about it.
struct ContinuousStreamRule: PipelineRule, FixableRule {
    static let description = RuleDescription(
        id: "continuous_stream", name: "Continuous stream", verdict: .keep, precedence: .continuousCadence,
        defaultSeverity: .note,
        summary: "A continuous source (subject, relay, @Published, KVO, UI events) with one consumer and no timing, composition or replay.",
        rationale: """
            The source pushes values whenever something happens, so it is a stream whatever its \
            consumer does with it. Keep it reactive; with one consumer it could also become an \
            AsyncStream or, for `@Published` state on iOS 17+, an `@Observable` property read by \
            SwiftUI (or `Observations` on iOS 26+). A hand-written producer whose values all come \
            from a listener's handler (Firebase's `observe(_:with:)`/`observeEventType`, Firestore's \
            `addSnapshotListener`, `addObserver(forName:…using:)`, a repeating `Timer`) is such a source, \
            as is a function returning a `Signal.pipe()` it sends to only from such a handler, and so is a \
            `Publisher` type the module writes itself whose subscription adds itself as a control's \
            target (`addTarget(_:action:for:)`), a call named for observation (`observeChanges()`) \
            whose declaration is out of reach, a property out of reach read through an operator of \
            the module's own (`button.tapPublisher.withOnly(self)`), and a feedback loop \
            (`Driver.system(initialState:reduce:feedback:)`), which emits a state for every event.
            """,
        triggeringExamples: [
            Example(
                """
                let events = PassthroughSubject<Event, Never>()
                events.↓sink { [weak self] in self?.handle($0) }.store(in: &bag)
                """),
            Example("button.rx.tap.↓subscribe(onNext: { save() }).disposed(by: bag)"),
        ],
        nonTriggeringExamples: [Example("Just(1).sink { print($0) }")],
        corrections: [
            Example(
                """
                import Combine

                @MainActor
                final class BannerModel {
                    @Published var isOnline = true
                    private(set) var banner: String?
                    private var subscription: AnyCancellable?

                    init() {
                        subscription = $isOnline.↓sink { [weak self] online in
                            self?.banner = online ? nil : "Offline"
                        }
                    }
                }
                """,
                fileName: "BannerModel.swift", extraFiles: [".streamlint.yml": "prefer: async-algorithms\n"],
                corrected: """
                    import Combine

                    @MainActor
                    final class BannerModel {
                        @Published var isOnline = true
                        private(set) var banner: String?
                        private var subscription: AnyCancellable?

                        init() {
                            let isOnlineValues = $isOnline.values
                            let isOnlineTask = Task { [weak self] in
                                var iterator = isOnlineValues.makeAsyncIterator()
                                while let online = await iterator.next() {
                                    guard !Task.isCancelled else { break }
                                    self?.banner = online ? nil : "Offline"
                                }
                            }
                            subscription = AnyCancellable { isOnlineTask.cancel() }
                        }
                    }
                    """),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        guard pipeline.gate.cadence == .stream else { return nil }
        if pipeline.pipeline.source.effectiveKind == .never {
            return RuleMatch(
                message: "Keep or remove: `never()` emits nothing and never completes, so there is no value to await; "
                    + "the subscription only holds its closure until it is disposed.")
        }
        var message = "Keep this stream: \(RuleText.source(pipeline.pipeline)) emits continuously (\(pipeline.gate.cadenceReason))."
        if pipeline.pipeline.source.effectiveKind == .published {
            message += " With SwiftUI on iOS 17+, an `@Observable` property could replace the subscription."
        }
        return RuleMatch(message: message)
    }

    func offersFixes(in context: RuleContext) -> Bool { context.preferAsyncAlgorithms }

    /// With `prefer: async-algorithms`, a Task over `values` (`AsyncAlgorithmsRewrite`).
    func fixes(for finding: Finding, in file: ParsedSourceFile, context: RuleContext) -> FixOptions {
        AsyncAlgorithmsRewrite.fixes(for: finding, in: file, context: context)
    }
}

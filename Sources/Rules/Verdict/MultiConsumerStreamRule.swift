import StreamLint

/// One upstream read in several places is what subjects and `share` are for; async sequences
/// are single-consumer by default.
struct MultiConsumerStreamRule: PipelineRule {
    static let description = RuleDescription(
        id: "multi_consumer_stream", name: "Multi-consumer stream", verdict: .keep, precedence: .sharedUpstream,
        defaultSeverity: .note,
        summary: "The same upstream is subscribed in two or more places in the module, or is shared explicitly.",
        rationale: """
            A subject, relay or shared publisher that several subscribers read is a broadcast: each \
            event must reach every consumer once. An AsyncStream delivers each element to one \
            iterator only, so a straight rewrite silently splits events between consumers. \
            AsyncAlgorithms 1.1 has `share()` (no replay) for simple fan-out; otherwise keep the \
            reactive type. Consumers are counted across the whole module, not one file. A type \
            that shares (`Driver`, `Signal`, `share()`) around one answer read by one subscriber \
            shares it with nobody: the verdict then follows the source.
            """,
        triggeringExamples: [
            Example(
                """
                import Combine

                final class Cart {
                    private var items: [String] = []
                    private var bag = Set<AnyCancellable>()

                    init(bus: ResetBus) {
                        bus.resets.↓sink { [weak self] in self?.items = [] }.store(in: &bag)
                    }
                }
                """,
                fileName: "Cart.swift",
                extraFiles: [
                    "ResetBus.swift": """
                        import Combine

                        final class ResetBus {
                            let resets = PassthroughSubject<Void, Never>()
                        }
                        """,
                    "Profile.swift": """
                        import Combine

                        final class Profile {
                            private var name: String?
                            private var bag = Set<AnyCancellable>()

                            init(bus: ResetBus) {
                                bus.resets.↓sink { [weak self] in self?.name = nil }.store(in: &bag)
                            }
                        }
                        """,
                ]),
            Example("items.asDriver(onErrorJustReturn: []).↓drive(tableView.rx.items(cellIdentifier: \"Cell\"))"),
            Example(
                """
                let shared = fetch().share()
                shared.↓sink { a($0) }.store(in: &bag)
                shared.↓sink { b($0) }.store(in: &bag)
                """),
        ],
        nonTriggeringExamples: [
            Example(
                """
                import RxSwift

                final class InboxHeader {
                    let title = Observable.just("Inbox")
                    private let bag = DisposeBag()

                    // A constant: each subscriber gets the value by itself.
                    func bind(_ navigationTitle: Binder<String?>, _ tabTitle: Binder<String?>) {
                        title.bind(to: navigationTitle).disposed(by: bag)
                        title.bind(to: tabTitle).disposed(by: bag)
                    }
                }
                """),
            Example(
                """
                import Combine

                final class ResetBus {
                    let resets = PassthroughSubject<Void, Never>()
                }

                final class Cart {
                    private var items: [String] = []
                    private var bag = Set<AnyCancellable>()

                    // The only subscriber in the module.
                    init(bus: ResetBus) {
                        bus.resets.sink { [weak self] in self?.items = [] }.store(in: &bag)
                    }
                }
                """),
            Example("Just(1).sink { print($0) }"),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let gate = pipeline.gate
        // Every subscriber of a constant (`Just`, `Observable.just`) gets the value by itself:
        // there is nothing to split between them, and a plain value serves them all.
        let isConstant = pipeline.pipeline.source.effectiveKind == .just
        if gate.consumers >= 2, !isConstant {
            return RuleMatch(
                message: "Keep this stream: \(RuleText.source(pipeline.pipeline)) has \(gate.consumers) subscribers in the module; "
                    + "an async sequence would hand each event to only one of them. AsyncAlgorithms' `share()` "
                    + "covers fan-out without replay.")
        }
        // Sharing is what the type can do, not what the code does with it: one answer read by
        // one subscriber (`request().asDriver(…).drive(…)`) is shared with nobody.
        guard gate.shared, let reason = gate.sharingReason, !gate.isOneAnswerReadOnce else { return nil }
        return RuleMatch(message: "Keep this stream: \(reason), which async sequences do not do by themselves.")
    }
}

import StreamLint

/// One upstream read in several places is what subjects and `share` are for; async sequences
/// are single-consumer by default.
struct MultiConsumerStreamRule: PipelineRule {
    static let description = RuleDescription(
        id: "multi_consumer_stream", name: "Multi-consumer stream", verdict: .keep, precedence: .sharedUpstream,
        defaultSeverity: .note,
        summary: "The same upstream is subscribed in two or more places in the module.",
        rationale: """
            A subject, relay or shared publisher that several subscribers read is a broadcast: each \
            event must reach every consumer once. An AsyncStream delivers each element to one \
            iterator only, so a straight rewrite silently splits events between consumers. \
            AsyncAlgorithms 1.1 has `share()` (no replay) for simple fan-out; otherwise keep the \
            reactive type. Consumers are counted across the whole module, not one file; a test \
            counts only the subscriptions of its own function, since each test makes the instances it reads. A type \
            that can share (`Driver`, `Signal`, `share()`) read by one subscriber shares with nobody: \
            the verdict then follows the source. A subscriber that takes one value and goes \
            (`first()`, `take(1)`) is judged as the single value it awaits: awaiting it leaves the \
            other subscribers their own subscriptions. Subscriptions in sibling subclasses to a member \
            their base class declares run on different instances and are not counted together. \
            Several subscribers of a constant (`Just`) or of one `Future` share nothing either: a \
            Future runs once and hands each subscriber its one result, as one stored `Task` would.
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
            Example(
                """
                import RxSwift
                import RxCocoa

                final class KeyboardInset {
                    private let bag = DisposeBag()

                    // A Driver can share, but one subscriber shares with nobody.
                    func bind(_ inset: Binder<CGFloat>) {
                        NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
                            .map { _ in CGFloat(300) }
                            .asDriver(onErrorJustReturn: 0)
                            .drive(inset)
                            .disposed(by: bag)
                    }
                }
                """),
        ])

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let gate = pipeline.gate
        // Every subscriber of a constant (`Just`, `Observable.just`) gets the value by itself:
        // there is nothing to split between them, and a plain value serves them all. So does
        // every subscriber of one stored `Future`: it runs once and hands each its one result,
        // as one stored `Task` would.
        let isConstant = [.just, .future].contains(pipeline.pipeline.source.effectiveKind)
        guard gate.consumers >= 2, !isConstant else { return nil }
        // `$state.first(where: \.isLoaded)`, `relay.take(1)`: this subscriber takes one value
        // and goes. Awaiting that value subscribes on its own and leaves the other subscribers
        // theirs, so the fan-out is not this pipeline's to keep. (Subscribers of one local
        // `let first = relay.take(1)` share that one value.)
        if gate.cadence == .once, pipeline.pipeline.source.local == nil,
           pipeline.pipeline.operators.contains(where: { $0.takesOne || $0.name == "first" })
        {
            return nil
        }
        // Sharing is what the code does, not what the type could do: a `Driver` or `share()`
        // read by one subscriber shares with nobody, so `gate.shared` alone decides nothing.
        return RuleMatch(
            message: "Keep this stream: \(RuleText.source(pipeline.pipeline)) has \(gate.consumers) subscribers in the module; "
                + "an async sequence would hand each event to only one of them. AsyncAlgorithms' `share()` "
                + "covers fan-out without replay.")
    }
}

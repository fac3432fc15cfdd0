import StreamLint

/// A notification observer with one consumer is a loop over `notifications(named:)` with a
/// Task tied to the owner's lifetime; that form makes the actor hop explicit.
struct NotificationPublisherSinkRule: PipelineRule {
    static let description = RuleDescription(
        id: "notification_publisher_sink", name: "Notification publisher sink", verdict: .rewrite,
        defaultSeverity: .warning,
        summary: "A NotificationCenter publisher feeds one terminal with no timing or composition.",
        rationale: """
            `NotificationCenter.default.notifications(named:)` is an async sequence available from \
            iOS 15. A Task that iterates it, started where the subscription was and cancelled where \
            the cancellable was (`AnyCancellable { task.cancel() }.store(in: &bag)`), replaces the \
            publisher without changing lifetime. In a main-actor context the loop runs on the main \
            actor, which also removes the "delivered on the posting thread" surprise: the rule is an \
            error there. Before iOS 15, keep the publisher and add `receive(on:)`.
            """,
        triggeringExamples: [
            """
            NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                .sink { [weak self] _ in self?.refresh() }
                .store(in: &cancellables)
            """,
            "NotificationCenter.default.rx.notification(.didLogout).subscribe(onNext: { _ in reset() }).disposed(by: bag)",
        ],
        nonTriggeringExamples: [
            "NotificationCenter.default.publisher(for: .changed).debounce(for: 1, scheduler: RunLoop.main).sink { _ in save() }",
        ],
        correction: (
            before: """
                NotificationCenter.default.publisher(for: .didLogout)
                    .sink { [weak self] _ in self?.reset() }
                    .store(in: &cancellables)
                """,
            after: """
                let task = Task { [weak self] in
                    for await _ in NotificationCenter.default.notifications(named: .didLogout) {
                        self?.reset()
                    }
                }
                AnyCancellable { task.cancel() }.store(in: &cancellables)
                """))

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        guard pipeline.pipeline.source.effectiveKind == .notification else { return nil }
        let isMainActor = pipeline.gate.isolation == .mainActor
        var message = "Observe this notification with a Task over `NotificationCenter.default.notifications(named:)` "
            + "cancelled with its owner, instead of \(RuleText.terminal(pipeline.pipeline)) on a publisher"
        if isMainActor {
            message += "; in this main-actor context the loop also runs on the main actor, which the publisher does not guarantee"
        }
        if let target = context.deploymentTarget, target.platform == "iOS", target.major < 15 {
            message += " (needs iOS 15; the deployment target is \(target))"
        }
        return RuleMatch(message: message + ".", severity: isMainActor ? .error : nil)
    }
}

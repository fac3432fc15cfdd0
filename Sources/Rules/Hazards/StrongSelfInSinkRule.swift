import StreamLint

/// A subscription stored on `self` whose closure holds `self` strongly is a retain cycle:
/// neither is ever released.
struct StrongSelfInSinkRule: PipelineRule {
    static let description = RuleDescription(
        id: "strong_self_in_sink", name: "Strong self in stored subscription", verdict: .fix, defaultSeverity: .warning,
        summary: "A terminal closure captures `self` strongly while its cancellable or disposable is stored on `self`; or `assign(to:on: self)`.",
        rationale: """
            `self` owns the bag, the bag owns the subscription, the subscription owns the closure, \
            and the closure owns `self`: the object is never deallocated and the pipeline never \
            stops. Capture `[weak self]`, or for `@Published` properties use `assign(to: &$property)`, \
            which ties the subscription to the property's lifetime without retaining `self`.
            """,
        triggeringExamples: [
            "service.updates.sink { value in self.latest = value }.store(in: &cancellables)",
            "$name.map(format).assign(to: \\.title, on: self).store(in: &cancellables)",
            "relay.subscribe(onNext: { self.render($0) }).disposed(by: disposeBag)",
        ],
        nonTriggeringExamples: [
            "service.updates.sink { [weak self] in self?.latest = $0 }.store(in: &cancellables)",
            "relay.subscribe(with: self, onNext: { owner, value in owner.render(value) }).disposed(by: disposeBag)",
            "$name.map(format).assign(to: &$title)",
        ],
        correction: (
            before: "$name.map(format).assign(to: \\.title, on: self).store(in: &cancellables)",
            after: "$name.map(format).assign(to: &$title)"))

    func check(_ pipeline: AnalyzedPipeline, in context: RuleContext) -> RuleMatch? {
        let terminal = pipeline.pipeline.terminal
        guard terminal.selfCapture == .strong else { return nil }
        let isAssignOnSelf = terminal.name == "assign" && terminal.argumentLabels.contains("on")
        let storedOnSelf: Bool
        switch terminal.retention.kind {
        case .store, .disposeBag, .assigned: storedOnSelf = true
        default: storedOnSelf = false
        }
        // A cancellable from `assign(to:on: self)` that is kept anywhere (even returned to the
        // caller) keeps `self` alive for as long as the upstream runs.
        let keptAnywhere = ![.discarded, .local, .none].contains(terminal.retention.kind)
        guard storedOnSelf || (isAssignOnSelf && keptAnywhere) else { return nil }
        if isAssignOnSelf {
            return RuleMatch(
                message: "`assign(to:on: self)` retains `self` while `self` keeps the subscription: "
                    + "use `assign(to: &$\(terminal.selfMembersTouched.first ?? "property"))` for an @Published property, or a sink with `[weak self]`.")
        }
        let bag = terminal.retention.target.map { " in `\($0)`" } ?? ""
        return RuleMatch(
            message: "\(RuleText.terminal(pipeline.pipeline)) captures `self` strongly and its subscription is kept\(bag) on `self`: "
                + "a retain cycle. Capture `[weak self]`.")
    }
}

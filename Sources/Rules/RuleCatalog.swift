import StreamLint

/// Every rule. Verdict rules are asked in the order of their `precedence`, whatever their
/// place here; hazard rules are all asked.
public enum RuleCatalog {
    public static let pipelineRules: [any PipelineRule] = [
        VirtualTimeTestedRule(),
        MultiConsumerStreamRule(),
        ReplayedStateRule(),
        TimingStreamRule(),
        ComposedStreamRule(),
        NotificationPublisherSinkRule(),
        DataTaskPublisherRule(),
        SingleShotSinkRule(),
        ContinuousStreamRule(),
        OpaquePipelineRule(),
        MissingReceiveContextRule(),
        StrongSelfInSinkRule(),
        TaskInSinkRule(),
        TaskInSinkViaMethodRule(),
    ]

    public static let declarationRules: [any DeclarationRule] = [
        OneShotPublisherAPIRule(),
        FutureWrappedTaskRule(),
        DataTaskPublisherRule(),
        PublishedWithoutSubscribersRule(),
        UnknownSuppressionRule(),
    ]

    public static var descriptions: [RuleDescription] {
        var seen: Set<String> = []
        return (pipelineRules.map(\.description) + declarationRules.map(\.description)).filter { seen.insert($0.id).inserted }
    }

    public static func description(of id: String) -> RuleDescription? {
        descriptions.first { $0.id == id }
    }
}

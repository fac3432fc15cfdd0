/// Where a finding falls in the suggested order of migration work (SPEC section 5). Hazards
/// come first because they are wrong whatever the plan; then the single-shot APIs at module
/// boundaries, because giving each an `async` version is what lets its call sites move; then
/// those call sites; then everything else that needs work.
enum MigrationStep: Int, CaseIterable {
    case hazards = 1
    case singleShotAPIs
    case singleShotCallSites
    case remainingWork

    /// Declaration rules that find an API returning one value as a publisher.
    static let singleShotAPIRules: Set<String> = ["one_shot_publisher_api", "future_wrapped_task", "data_task_publisher"]
    /// Pipeline rules that find a subscription to a publisher that emits at most once.
    static let singleShotCallSiteRules: Set<String> = ["single_shot_sink", "data_task_publisher"]

    /// Nil for findings that need no work (`keep`).
    init?(_ finding: Finding) {
        self.init(verdict: finding.verdict, ruleID: finding.ruleID, isPipeline: finding.pipeline != nil)
    }

    /// The same from a finding's parts, which an earlier JSON report also carries (`--compare`).
    init?(verdict: Verdict, ruleID: String, isPipeline: Bool) {
        switch verdict {
        case .keep:
            return nil
        case .fix:
            self = .hazards
        case .rewrite where !isPipeline && Self.singleShotAPIRules.contains(ruleID):
            self = .singleShotAPIs
        case .rewrite where isPipeline && Self.singleShotCallSiteRules.contains(ruleID):
            self = .singleShotCallSites
        case .rewrite, .review:
            self = .remainingWork
        }
    }
}

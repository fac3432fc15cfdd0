/// The effort estimate of the migration report: stated minutes per finding, by rule, for one
/// engineer who knows the code to make the change, build and run the tests around it. They are
/// deliberately round planning figures (the README and the report print this table), not
/// measurements; a team that knows its own pace edits this one table.
public enum RewriteEffort {
    /// Minutes per finding, and what the minutes buy.
    public struct Entry: Sendable {
        public var ruleID: String
        public var minutes: Int
        public var work: String
    }

    public static let table: [Entry] = [
        Entry(ruleID: "missing_receive_context", minutes: 10, work: "add the hop to the main actor and check the consumer"),
        Entry(ruleID: "strong_self_in_sink", minutes: 5, work: "capture `self` weakly"),
        Entry(ruleID: "task_in_sink", minutes: 20, work: "serialize the per-value work (one consuming task)"),
        Entry(ruleID: "task_in_sink_via_method", minutes: 20, work: "serialize the per-value work (one consuming task)"),
        Entry(ruleID: "unknown_suppression", minutes: 2, work: "correct or delete the comment"),
        Entry(ruleID: "one_shot_publisher_api", minutes: 30, work: "add an `async throws` version beside the publisher API"),
        Entry(ruleID: "future_wrapped_task", minutes: 15, work: "expose the wrapped `async` function instead of the `Future`"),
        Entry(ruleID: "data_task_publisher", minutes: 20, work: "call `URLSession.data(for:)` and decode in place"),
        Entry(ruleID: "single_shot_sink", minutes: 15, work: "await the value in a `Task` that the old cancellable cancels"),
        Entry(ruleID: "notification_publisher_sink", minutes: 20, work: "iterate `NotificationCenter.notifications(named:)` in a task"),
        Entry(ruleID: "published_without_subscribers", minutes: 5, work: "make the property plain (or `@Observable` state)"),
        Entry(ruleID: "opaque_pipeline", minutes: 15, work: "read the source's declaration and decide keep or rewrite"),
    ]

    /// For a rule the table does not name (a rule added later): a rewrite of average size.
    public static let defaultMinutes = 15

    /// The estimate for one finding: nothing for `keep`, which is not work.
    public static func minutes(for finding: Finding) -> Int {
        guard finding.verdict != .keep else { return 0 }
        return minutes(forRule: finding.ruleID)
    }

    public static func minutes(forRule ruleID: String) -> Int {
        table.first { $0.ruleID == ruleID }?.minutes ?? defaultMinutes
    }

    /// "3 h 20 min", "45 min": what a planner reads.
    public static func duration(_ minutes: Int) -> String {
        let hours = minutes / 60
        let rest = minutes % 60
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}

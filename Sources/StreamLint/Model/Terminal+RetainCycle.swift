extension Terminal {
    /// Its closures only start a Task per value and touch nothing of `self`: the work, and
    /// whatever isolation it needs, is the Task's (`task_in_sink` is what is wrong with it).
    public var onlyStartsTasks: Bool { startsTaskPerValue == true && selfMembersTouched.isEmpty }

    /// `assign(to:on:)` with an object to assign on, which it retains.
    public var assignsOnObject: Bool { name == "assign" && argumentLabels.contains("on") }

    /// The terminal's closures capture `self` strongly while `self` keeps the subscription (or
    /// `assign(to:on: self)` is kept anywhere): `self` lives as long as the upstream runs. The
    /// `strong_self_in_sink` hazard, and what a rewrite of the pipeline must not carry over.
    public var retainsItsOwner: Bool {
        guard selfCapture == .strong else { return false }
        switch retention.kind {
        case .store, .disposeBag, .assigned: return true
        // A cancellable from `assign(to:on: self)` that is kept anywhere (even returned to the
        // caller) keeps `self` alive for as long as the upstream runs.
        case .discarded, .local, .none: return false
        default: return assignsOnObject
        }
    }
}

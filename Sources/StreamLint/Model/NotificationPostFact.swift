/// Where a notification is posted (`NotificationCenter.default.post(name: .didSync, …)`), and on
/// which thread the code shows it is posted: observers receive it on that thread.
public struct NotificationPostFact: Codable, Sendable, Hashable {
    public enum Thread: String, Codable, Sendable {
        case main
        /// Shown off main: a global or private queue, `Task.detached`, a nonisolated `async` function.
        case background
        /// Off main unless the module's default isolation is the main actor, which no source
        /// line shows (Swift 6.2's `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`, or
        /// `defaultIsolation(MainActor.self)` in a package): a `Task` started outside any
        /// main-actor declaration. A hazard from it is a warning, never an error.
        case probablyBackground
        /// Whatever thread called the posting code.
        case unknown
    }

    /// The name's last component: `didSync` for `.didSync` and `Notification.Name.didSync`.
    public var name: String
    public var thread: Thread
    /// What shows the thread, in words (`nonisolated async func importPayload()`).
    public var threadReason: String?
    /// The type whose isolation, as the whole module declares it, decides the thread after all:
    /// set when `background` rests only on an `async` function outside a `@MainActor` declaration
    /// group (see `ModuleIndex.settled`).
    public var isolatingType: String?
    public var location: DeclarationLocation

    public init(name: String, thread: Thread, threadReason: String?, location: DeclarationLocation) {
        self.name = name
        self.thread = thread
        self.threadReason = threadReason
        self.location = location
    }
}

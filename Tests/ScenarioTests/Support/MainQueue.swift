import Foundation

/// The main actor's executor on Linux is the main dispatch queue (which, under Swift Testing,
/// is not serviced by the main thread, so `Thread.isMainThread` cannot tell).
enum MainQueue {
    private static let key: DispatchSpecificKey<Void> = {
        let key = DispatchSpecificKey<Void>()
        DispatchQueue.main.setSpecific(key: key, value: ())
        return key
    }()

    /// Whether the caller runs on the main queue, and so on the main actor.
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) != nil
    }

    /// Waits until everything already queued on the main queue has run. The queue is serial
    /// and first-in first-out, so each call lets one more hop (`receive(on: DispatchQueue.main)`,
    /// a main-actor task resuming) complete.
    static func turn() async {
        await withCheckedContinuation { continuation in
            DispatchQueue.main.async { continuation.resume() }
        }
    }

    /// Waits, one main-queue turn at a time, until `condition` holds: for state that work on
    /// other threads changes. Suites put a time limit on tests that use it.
    @MainActor
    static func waitUntil(_ condition: @MainActor () -> Bool) async {
        while !condition() {
            await turn()
        }
    }
}

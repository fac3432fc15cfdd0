import Foundation

/// Runs work on a thread of its own and waits for it: how notifications and legacy callbacks
/// arrive in an app, from whichever thread noticed something.
enum OtherThread {
    static func run(_ work: @escaping @Sendable () -> Void) async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                work()
                continuation.resume()
            }
        }
    }
}

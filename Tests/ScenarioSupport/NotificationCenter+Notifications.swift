#if !canImport(Darwin)
import Foundation

// Linux Foundation has no `NotificationCenter.notifications(named:object:)`. This stand-in has
// Apple's signature, so rewritten scenario code compiles unchanged: an async sequence of the
// notifications posted while it is being iterated, whichever thread posted them. Its iterator
// keeps the caller's isolation (a main-actor loop waits on the main actor), so cancelling the
// loop's task unregisters the observer at once and tests need no timing. Apple's sequence is
// reported to keep only a few notifications for a slow consumer; this one keeps them all, so
// scenarios post one at a time and never depend on that difference.
extension NotificationCenter {
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
        Notifications(center: self, name: name, object: object)
    }

    public struct Notifications: AsyncSequence, Sendable {
        public typealias Element = Notification

        let center: NotificationCenter
        let name: Notification.Name
        // The sender is only compared by identity, never used.
        nonisolated(unsafe) let object: AnyObject?

        /// The observer is registered here, as iteration begins.
        public func makeAsyncIterator() -> Iterator {
            Iterator(inbox: NotificationInbox(center: center, name: name, object: object))
        }

        public struct Iterator: AsyncIteratorProtocol {
            let inbox: NotificationInbox

            public mutating func next() async -> Notification? {
                await next(isolation: nil)
            }

            public mutating func next(isolation actor: isolated (any Actor)?) async -> Notification? {
                await withTaskCancellationHandler {
                    await withCheckedContinuation(isolation: actor) { inbox.take($0) }.notification
                } onCancel: { [inbox] in
                    inbox.close()
                }
            }
        }
    }
}

/// One observer's notifications between the posting threads and the iterating task. Closing it
/// (the task was cancelled, or the iterator is gone) unregisters the observer and drops what
/// has not been taken yet.
final class NotificationInbox: @unchecked Sendable {
    /// A notification handed from the posting thread to the iterating task, as Apple's sequence
    /// hands it over; nil when the inbox is closed.
    struct Delivery: @unchecked Sendable {
        var notification: Notification?
    }

    private let center: NotificationCenter
    private let lock = NSLock()
    private var token: NSObjectProtocol?
    private var pending: [Notification] = []
    private var waiting: CheckedContinuation<Delivery, Never>?
    private var isClosed = false

    init(center: NotificationCenter, name: Notification.Name, object: AnyObject?) {
        self.center = center
        token = center.addObserver(forName: name, object: object, queue: nil) { [weak self] notification in
            self?.deliver(notification)
        }
    }

    deinit {
        close()
    }

    func take(_ continuation: CheckedContinuation<Delivery, Never>) {
        lock.lock()
        if !pending.isEmpty {
            let notification = pending.removeFirst()
            lock.unlock()
            continuation.resume(returning: Delivery(notification: notification))
        } else if isClosed {
            lock.unlock()
            continuation.resume(returning: Delivery(notification: nil))
        } else {
            waiting = continuation
            lock.unlock()
        }
    }

    func close() {
        lock.lock()
        guard !isClosed else {
            lock.unlock()
            return
        }
        isClosed = true
        pending = []
        let waiting = self.waiting
        self.waiting = nil
        let token = self.token
        self.token = nil
        lock.unlock()
        if let token { center.removeObserver(token) }
        waiting?.resume(returning: Delivery(notification: nil))
    }

    private func deliver(_ notification: Notification) {
        lock.lock()
        guard !isClosed else {
            lock.unlock()
            return
        }
        if let waiting {
            self.waiting = nil
            lock.unlock()
            waiting.resume(returning: Delivery(notification: notification))
        } else {
            pending.append(notification)
            lock.unlock()
        }
    }
}
#endif

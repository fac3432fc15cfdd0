import Foundation

/// Values posted from any thread, awaited in order by a test: how a test learns that a stub
/// was called without polling or sleeping.
final class Mailbox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var delivered: [Value] = []
    private var waiting: [CheckedContinuation<Value, Never>] = []

    func post(_ value: Value) {
        lock.lock()
        if waiting.isEmpty {
            delivered.append(value)
            lock.unlock()
        } else {
            let continuation = waiting.removeFirst()
            lock.unlock()
            continuation.resume(returning: value)
        }
    }

    /// The oldest value not yet taken, waiting for one if there is none.
    func next() async -> Value {
        await withCheckedContinuation { continuation in
            lock.lock()
            if delivered.isEmpty {
                waiting.append(continuation)
                lock.unlock()
            } else {
                let value = delivered.removeFirst()
                lock.unlock()
                continuation.resume(returning: value)
            }
        }
    }

    /// The values posted and not yet taken.
    var pending: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return delivered
    }
}

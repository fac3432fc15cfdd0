import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ScenarioDomain

/// What reached a matrix case's handler, and where: on the main actor or not, and on the
/// thread that called `start()` or not.
struct MatrixEntry: Equatable, Sendable, CustomStringConvertible {
    var event: MatrixEvent
    var onMainActor: Bool
    var onCallerThread: Bool

    var description: String { "\(event) main=\(onMainActor) caller=\(onCallerThread)" }
}

/// The stubs one matrix test drives and the log its case writes to: a callback service, an
/// async client, a stubbed network and a notification center of its own.
final class MatrixRig: @unchecked Sendable {
    let entries = Mailbox<MatrixEntry>()
    let service = ControlledNumberService()
    let client = ControlledNumberClient()
    let transport = StubTransport()
    let center = NotificationCenter()

    var environment: MatrixEnvironment {
        let entries = entries
        let log = MatrixLog { event in
            entries.post(MatrixEntry(event: event, onMainActor: MainQueue.isCurrent, onCallerThread: CallerThread.isCurrent))
        }
        return MatrixEnvironment(
            log: log, service: service, client: client, session: transport.session, baseURL: transport.baseURL, center: center)
    }

    /// Posts the matrix notification with `number` from a thread of its own (the caller's, for
    /// entries), and returns what had been delivered when `post` returned: observers that run
    /// synchronously have run by then.
    @discardableResult
    func ping(_ number: Int) async -> [MatrixEntry] {
        final class Snapshot: @unchecked Sendable {
            var entries: [MatrixEntry] = []
        }
        let snapshot = Snapshot()
        await CallerThread.run { [center, entries] in
            center.post(name: .matrixPing, object: number)
            snapshot.entries = entries.pending
        }
        return snapshot.entries
    }
}

/// The callback service: answers during `fetch` when told to (`answerAtOnce`), otherwise holds
/// the callback until the test answers, on the thread the test answers from.
final class ControlledNumberService: MatrixCallbackService, @unchecked Sendable {
    let requests = Mailbox<Void>()
    private let lock = NSLock()
    private var waiting: [(Result<Int, MatrixError>) -> Void] = []
    private var immediate: Result<Int, MatrixError>?

    /// Every later `fetch` calls back before it returns, on the caller's thread.
    func answerAtOnce(with result: Result<Int, MatrixError>) {
        lock.lock()
        immediate = result
        lock.unlock()
    }

    func fetch(completion: @escaping (Result<Int, MatrixError>) -> Void) {
        lock.lock()
        if let immediate {
            lock.unlock()
            completion(immediate)
            return
        }
        waiting.append(completion)
        lock.unlock()
        requests.post(())
    }

    /// Answers the oldest request from a thread of its own, and waits until the callback returned.
    func answer(_ result: Result<Int, MatrixError>) async {
        guard let completion = takeOldest() else { return }
        await OtherThread.run { completion.call(result) }
    }

    /// A held callback, handed to the answering thread.
    private struct HeldCompletion: @unchecked Sendable {
        var call: (Result<Int, MatrixError>) -> Void
    }

    private func takeOldest() -> HeldCompletion? {
        lock.lock()
        defer { lock.unlock() }
        return waiting.isEmpty ? nil : HeldCompletion(call: waiting.removeFirst())
    }
}

/// The async client: waits until the test answers. Like much legacy async code it does not
/// stop when its task is cancelled; it only notes the cancellation.
final class ControlledNumberClient: MatrixAsyncClient, @unchecked Sendable {
    let requests = Mailbox<Void>()
    let cancellations = Mailbox<Void>()
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Int, Error>] = []

    func number() async throws -> Int {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                lock.lock()
                waiting.append(continuation)
                lock.unlock()
                requests.post(())
            }
        } onCancel: {
            cancellations.post(())
        }
    }

    func answer(_ result: Result<Int, Error>) {
        lock.lock()
        let continuation = waiting.isEmpty ? nil : waiting.removeFirst()
        lock.unlock()
        continuation?.resume(with: result)
    }
}

/// The thread a plain case is started from, so that entries can tell whether they were
/// delivered there (synchronously, or by a publisher that never left it).
enum CallerThread {
    private static let key = "MatrixCallerThread"

    static var isCurrent: Bool {
        Thread.current.threadDictionary[key] != nil
    }

    /// Runs `work` on a thread of its own that entries recognise as the caller's.
    static func run(_ work: @escaping @Sendable () -> Void) async {
        await OtherThread.run {
            Thread.current.threadDictionary[key] = true
            work()
            Thread.current.threadDictionary[key] = nil
        }
    }
}

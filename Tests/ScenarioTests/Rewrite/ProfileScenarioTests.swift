import Foundation
import ScenarioDomain
import Testing

/// `Before|After/ProfileRepository.swift` and `ProfileScreenModel.swift`: a `Future { Task { … } }`
/// repository and the screen that sinks it; after the rewrite, an added `async` repository
/// method and a screen that awaits the publisher's value in a Task.
@MainActor
// Five minutes: on two cores these tests can wait behind the fuzz and plugin suites, which
// hold the pool's threads for a minute or two; a real hang still fails.
@Suite(.timeLimit(.minutes(5)))
struct ProfileScenarioTests {
    enum LookupFailed: Error {
        case notFound
    }

    /// Answers when the test says so, and notes when its caller cancels. Tests cancel only after
    /// the request has arrived, so an answer is always waiting to be resumed.
    final class ControlledProfileClient: ProfileClient, @unchecked Sendable {
        let requests = Mailbox<String>()
        let cancellations = Mailbox<String>()
        private let lock = NSLock()
        private var waiting: [String: CheckedContinuation<Profile, Error>] = [:]

        func profile(id: String) async throws -> Profile {
            try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    lock.lock()
                    waiting[id] = continuation
                    lock.unlock()
                    requests.post(id)
                }
            } onCancel: {
                cancellations.post(id)
                answer(id, with: .failure(CancellationError()))
            }
        }

        func answer(_ id: String, with result: Result<Profile, Error>) {
            lock.lock()
            let continuation = waiting.removeValue(forKey: id)
            lock.unlock()
            continuation?.resume(with: result)
        }
    }

    let client = ControlledProfileClient()
    let ada = Profile(id: "u1", displayName: "Ada")

    @Test(arguments: Implementation.allCases)
    func aLoadedProfileBecomesTheScreenState(_ implementation: Implementation) async {
        let screen = implementation.profileScreen(client: client, userID: "u1")
        screen.reload()
        #expect(screen.state == .loading)
        #expect(await client.requests.next() == "u1")

        client.answer("u1", with: .success(ada))
        await MainQueue.waitUntil { screen.state != .loading }
        #expect(screen.state == .loaded(ada))
    }

    @Test(arguments: Implementation.allCases)
    func aFailedLoadReachesTheFailureState(_ implementation: Implementation) async {
        let screen = implementation.profileScreen(client: client, userID: "u1")
        screen.reload()
        _ = await client.requests.next()

        client.answer("u1", with: .failure(LookupFailed.notFound))
        await MainQueue.waitUntil { screen.state != .loading }
        #expect(screen.state == .failed(String(describing: LookupFailed.notFound)))
    }

    @Test(arguments: Implementation.allCases)
    func theScreenIsReleasedWhileItsRequestIsInFlight(_ implementation: Implementation) async {
        var screen: (any ProfileScreen)? = implementation.profileScreen(client: client, userID: "u1")
        weak let released = screen
        screen?.reload()
        _ = await client.requests.next()

        screen = nil
        #expect(released == nil)
        client.answer("u1", with: .success(ada))
    }

    @Test(arguments: Implementation.allCases)
    func awaitingTheRepositoryGivesTheProfile(_ implementation: Implementation) async throws {
        let caller = Task { try await implementation.loadProfile(id: "u1", client: client) }
        _ = await client.requests.next()
        client.answer("u1", with: .success(ada))
        #expect(try await caller.value == ada)
    }

    @Test(arguments: Implementation.allCases)
    func awaitingTheRepositoryThrowsTheClientsError(_ implementation: Implementation) async {
        let caller = Task { try await implementation.loadProfile(id: "u1", client: client) }
        _ = await client.requests.next()
        client.answer("u1", with: .failure(LookupFailed.notFound))
        await #expect(throws: LookupFailed.notFound) { try await caller.value }
    }

    /// Cancelling the caller ends its wait in both forms. Only the `async` alternative passes the
    /// cancellation on to the client: the publisher's inner Task outlives its subscriber, which is
    /// why `future_wrapped_task` exists.
    @Test(arguments: Implementation.allCases)
    func cancellingTheCallerEndsItsWaitAndOnlyTheAsyncFormCancelsTheClient(_ implementation: Implementation) async {
        let caller = Task { try await implementation.loadProfile(id: "u1", client: client) }
        _ = await client.requests.next()
        caller.cancel()
        await #expect(throws: CancellationError.self) { try await caller.value }

        switch implementation {
        case .after:
            #expect(await client.cancellations.next() == "u1")
        case .before:
            #expect(client.cancellations.pending.isEmpty)
            client.answer("u1", with: .success(ada))
        }
    }
}

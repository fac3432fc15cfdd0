import Foundation
import ScenarioDomain
import Testing

/// The rewrite matrix (`Before|After/Matrix`, table in `Tests/Fixtures/Scenarios/README.md`):
/// every case, in both forms, through the same checks: the value and the error reach the same
/// handlers on the same actor, synchronous delivery stays synchronous, an owner that goes away
/// (or cancels) gets nothing more, and is freed unless the old code kept it in a cycle.
@MainActor
// Five minutes: on two cores these tests can wait behind the fuzz and plugin suites, which
// hold the pool's threads for a minute or two; a real hang still fails.
@Suite(.timeLimit(.minutes(5)))
struct MatrixBehaviourTests {
    nonisolated static let pending = MatrixCase.all.filter { if case .just = $0.source { false } else { true } }
    nonisolated static let failing = MatrixCase.all.filter(\.reportsFailure)
    nonisolated static let immediate = MatrixCase.all.filter {
        switch $0.source {
        case .just, .service: true
        default: false
        }
    }
    nonisolated static let notifications = MatrixCase.all.filter { if case .notification = $0.source { true } else { false } }
    nonisolated static let justCases = MatrixCase.all.filter { if case .just = $0.source { true } else { false } }

    @Test(arguments: MatrixCase.all, Implementation.allCases)
    func theValueReachesTheValueHandlerOnTheSameActor(_ matrixCase: MatrixCase, _ implementation: Implementation) async {
        let rig = MatrixRig()
        rig.transport.answer("/number", with: .json(#"{"value": 42}"#))
        let subject = await MatrixSubject.started(matrixCase.form(implementation), rig: rig)
        await rig.awaitRequest(matrixCase.source)
        await rig.answer(matrixCase.source, with: .success(42))

        let entry = await rig.entries.next()
        #expect(entry.event == .value(matrixCase.value))
        #expect(entry.onMainActor == matrixCase.onMainActor(implementation))
        if matrixCase.reportsFinished {
            #expect(await rig.entries.next().event == .finished)
        }
        await Self.settle()
        #expect(rig.entries.pending.isEmpty)
        withExtendedLifetime(subject) {}
    }

    @Test(arguments: failing, Implementation.allCases)
    func aFailureReachesTheCompletionHandlerOnTheSameActor(_ matrixCase: MatrixCase, _ implementation: Implementation) async {
        let rig = MatrixRig()
        rig.transport.answer("/number", with: .failure(.notConnectedToInternet))
        let subject = await MatrixSubject.started(matrixCase.form(implementation), rig: rig)
        await rig.awaitRequest(matrixCase.source)
        await rig.answer(matrixCase.source, with: .failure(MatrixError.unavailable))

        let entry = await rig.entries.next()
        #expect(entry.event == .failure(rig.expectedFailure(matrixCase.source)))
        #expect(entry.onMainActor == matrixCase.onMainActor(implementation))
        await Self.settle()
        #expect(rig.entries.pending.isEmpty)
        withExtendedLifetime(subject) {}
    }

    /// A source that answers during the call (`Just`, a service with the answer at hand) is
    /// delivered before `start()` returns, on the caller's thread, exactly when it was before;
    /// except where a Task in a `@MainActor` type replaced the subscription
    /// (`taskDeliversLater`): then the same events come on the main actor, later. Outside the
    /// main actor that rewrite is `manual`, so the case keeps its subscription.
    @Test(arguments: immediate, Implementation.allCases)
    func synchronousDeliveryStaysSynchronous(_ matrixCase: MatrixCase, _ implementation: Implementation) async {
        let rig = MatrixRig()
        rig.service.answerAtOnce(with: .success(42))
        let subject = await MatrixSubject.started(matrixCase.form(implementation), rig: rig)

        var expected: [MatrixEvent] = [.value(matrixCase.value)]
        if matrixCase.reportsFinished { expected.append(.finished) }
        if matrixCase.synchronous, implementation == .after, matrixCase.taskDeliversLater {
            var delivered: [MatrixEntry] = []
            for _ in expected { delivered.append(await rig.entries.next()) }
            #expect(delivered.map(\.event) == expected)
            #expect(!delivered.contains { $0.onCallerThread })
            await Self.settle()
            return
        }
        if matrixCase.synchronous {
            #expect(subject.deliveredDuringStart.map(\.event) == expected)
            if case .plain = matrixCase.form(implementation) {
                #expect(subject.deliveredDuringStart.allSatisfy { $0.onCallerThread })
            }
        } else {
            // A hop to the main queue may already have run while a plain case's caller was
            // still returning; it never runs on the caller's thread.
            #expect(!subject.deliveredDuringStart.contains { $0.onCallerThread })
            for event in expected {
                #expect(await rig.entries.next().event == event)
            }
        }
        await Self.settle()
        #expect(rig.entries.pending.count == (matrixCase.synchronous ? expected.count : 0))
    }

    /// An observer without a hop runs during `post`, on the posting thread, exactly when it did
    /// before; a Task loop in a `@MainActor` type (`taskDeliversLater`) handles it later, on
    /// the main actor.
    @Test(arguments: notifications, Implementation.allCases)
    func aNotificationIsHandledDuringPostExactlyWhenItWasBefore(
        _ matrixCase: MatrixCase, _ implementation: Implementation
    ) async {
        let rig = MatrixRig()
        let subject = await MatrixSubject.started(matrixCase.form(implementation), rig: rig)
        let handledDuringPost = await rig.ping(42)
        if matrixCase.synchronous, implementation == .after, matrixCase.taskDeliversLater {
            let handled = [await rig.entries.next()]
            #expect(handled.map(\.event) == [.value(42)])
            #expect(!handled.contains { $0.onCallerThread })
        } else if matrixCase.synchronous {
            #expect(handledDuringPost == [MatrixEntry(event: .value(42), onMainActor: false, onCallerThread: true)])
        } else {
            #expect(!handledDuringPost.contains { $0.onCallerThread })
            #expect(await rig.entries.next().event == .value(42))
        }
        withExtendedLifetime(subject) {}
    }

    /// A value known at once leaves nothing behind: the owner is freed as soon as it lets go.
    @Test(arguments: justCases, Implementation.allCases)
    func anOwnerOfAFinishedValueIsFreed(_ matrixCase: MatrixCase, _ implementation: Implementation) async {
        let rig = MatrixRig()
        let subject = await MatrixSubject.started(matrixCase.form(implementation), rig: rig)
        _ = await rig.entries.next()
        #expect(subject.release().isFreed)
    }

    /// The owner goes away while its request is pending: nothing is delivered and nothing
    /// crashes (`unowned`); it is freed, except where the old code held it in a cycle, which the
    /// rewrite (with the hazard's fix folded in) breaks.
    @Test(arguments: pending, Implementation.allCases)
    func anOwnerThatGoesAwayGetsNothing(_ matrixCase: MatrixCase, _ implementation: Implementation) async {
        let rig = MatrixRig()
        let keptInACycle = matrixCase.keepsItsOwner(implementation)
        rig.transport.answer("/number", with: .hold)
        var subject: MatrixSubject? = await MatrixSubject.started(matrixCase.form(implementation), rig: rig)
        await rig.awaitRequest(matrixCase.source)

        let reference = subject!.release()
        subject = nil
        #expect(reference.isFreed == !keptInACycle)
        if case .transport = matrixCase.source, !keptInACycle {
            #expect(await rig.transport.cancelled.next() == "/number")
        }
        await rig.answer(matrixCase.source, with: .success(42))
        // A held request kept alive by its owner never answers; the others deliver to the owner.
        if keptInACycle, !isHeldRequest(matrixCase.source) {
            #expect(await rig.entries.next().event == .value(matrixCase.value))
        }
        await Self.settle()
        #expect(rig.entries.pending.filter { $0.event != .finished || !keptInACycle }.isEmpty)
    }

    /// Cancelling (emptying what kept the subscription or the Task) stops delivery, even when
    /// the work underneath does not stop and answers anyway.
    @Test(arguments: pending, Implementation.allCases)
    func cancellingStopsDelivery(_ matrixCase: MatrixCase, _ implementation: Implementation) async {
        let rig = MatrixRig()
        rig.transport.answer("/number", with: .hold)
        let subject = await MatrixSubject.started(matrixCase.form(implementation), rig: rig)
        await rig.awaitRequest(matrixCase.source)

        subject.stop()
        if case .transport = matrixCase.source {
            #expect(await rig.transport.cancelled.next() == "/number")
        }
        await rig.answer(matrixCase.source, with: .success(42))
        await Self.settle()
        #expect(rig.entries.pending.isEmpty)
        withExtendedLifetime(subject) {}
    }

    private func isHeldRequest(_ source: MatrixSource) -> Bool {
        if case .transport = source { true } else { false }
    }

    /// Gives anything still on its way the turns it could take to arrive: the main queue's
    /// (`receive(on:)`, main-actor Tasks) and the pool's.
    static func settle() async {
        for _ in 0..<4 {
            await MainQueue.turn()
            await Task.detached { await Task.yield() }.value
        }
    }
}

extension MatrixCase {
    /// Whether the owner stays alive, held by its own subscription, after letting go of it:
    /// a strong capture before the rewrite, and after it where the rewrite left the code alone.
    func keepsItsOwner(_ implementation: Implementation) -> Bool {
        capture == .strong && (implementation == .before || leftAlone)
    }
}

extension MatrixRig {
    /// Waits until the case's request is out; a Just has none and an observer is registered
    /// by the time `start()` returns.
    func awaitRequest(_ source: MatrixSource) async {
        switch source {
        case .just, .notification: break
        case .service: await service.requests.next()
        case .client: await client.requests.next()
        case .transport: _ = await transport.started.next()
        }
    }

    /// Answers the pending request; the network's answer was set before the case started.
    func answer(_ source: MatrixSource, with result: Result<Int, MatrixError>) async {
        switch source {
        case .just, .transport: break
        case .service: await service.answer(result)
        case .client: client.answer(result.mapError { $0 })
        case .notification: if case .success(let number) = result { await ping(number) }
        }
    }

    /// What the completion handler is given for the failure `answer` caused.
    func expectedFailure(_ source: MatrixSource) -> String {
        switch source {
        case .transport: "URLError(\(URLError.Code.notConnectedToInternet.rawValue))"
        default: String(describing: MatrixError.unavailable)
        }
    }
}

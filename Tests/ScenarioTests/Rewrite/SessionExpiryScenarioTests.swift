import Foundation
import ScenarioDomain
import Testing

/// `Before|After/SessionExpiryObserver.swift`: a notification observer in a main-actor class;
/// after the rewrite, a Task looping over `notifications(named:)`. Serialized: every test
/// posts the same notification on the shared default center.
@MainActor
// Five minutes: on two cores these tests can wait behind the fuzz and plugin suites, which
// hold the pool's threads for a minute or two; a real hang still fails.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct SessionExpiryScenarioTests {
    /// Records each time it is shown, and whether that was on the main actor.
    final class RecordingBanner: SessionExpiredBanner {
        let shownOnMainActor = Mailbox<Bool>()

        func showSessionExpired() {
            shownOnMainActor.post(MainQueue.isCurrent)
        }
    }

    let banner = RecordingBanner()

    @Test(arguments: Implementation.allCases)
    func anExpiryPostedOnAnotherThreadShowsTheBannerOnceOnTheMainActor(_ implementation: Implementation) async {
        let observer = implementation.sessionExpiryObserver(banner: banner)
        observer.start()
        // The rewritten observer starts listening when its Task first runs.
        await MainQueue.turn()

        await OtherThread.run { NotificationCenter.default.post(name: .sessionDidExpire, object: nil) }
        #expect(await banner.shownOnMainActor.next() == true)
        await MainQueue.turn()
        #expect(banner.shownOnMainActor.pending.isEmpty)
        withExtendedLifetime(observer) {}
    }

    /// The subscription exists when `start()` returns; the rewrite makes the notification
    /// iterator there too (not inside the Task), so an expiry posted right after is not lost.
    @Test(arguments: Implementation.allCases)
    func anExpiryPostedRightAfterStartIsShown(_ implementation: Implementation) async {
        let observer = implementation.sessionExpiryObserver(banner: banner)
        observer.start()
        NotificationCenter.default.post(name: .sessionDidExpire, object: nil)
        // How many main-actor turns delivery takes differs between the forms; what matters is
        // that it arrives (a lost notification runs into the suite's time limit), once.
        #expect(await banner.shownOnMainActor.next() == true)
        await MainQueue.turn()
        #expect(banner.shownOnMainActor.pending.isEmpty)
        withExtendedLifetime(observer) {}
    }

    @Test(arguments: Implementation.allCases)
    func theBannerIsNotShownOnceTheObserverIsGone(_ implementation: Implementation) async {
        var observer: (any SessionExpiryObserving)? = implementation.sessionExpiryObserver(banner: banner)
        observer?.start()
        await MainQueue.turn()

        observer = nil
        NotificationCenter.default.post(name: .sessionDidExpire, object: nil)
        await MainQueue.turn()
        await MainQueue.turn()
        #expect(banner.shownOnMainActor.pending.isEmpty)
    }

    /// An expiry posted just before the observer goes away is still on its way to the main actor.
    /// A cancelled subscription drops it; the rewritten loop checks for cancellation before
    /// handling a notification it already holds.
    @Test(arguments: Implementation.allCases)
    func anExpiryStillOnItsWayWhenTheObserverGoesAwayIsDropped(_ implementation: Implementation) async {
        var observer: (any SessionExpiryObserving)? = implementation.sessionExpiryObserver(banner: banner)
        observer?.start()
        await MainQueue.turn()

        NotificationCenter.default.post(name: .sessionDidExpire, object: nil)
        observer = nil
        await MainQueue.turn()
        await MainQueue.turn()
        #expect(banner.shownOnMainActor.pending.isEmpty)
    }
}

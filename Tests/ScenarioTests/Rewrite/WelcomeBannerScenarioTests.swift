import Foundation
import Testing

/// `Before|After/WelcomeBanner.swift`: `Just(…).sink` in a class no actor isolates; after the
/// rewrite, straight-line code. Delivery stays synchronous and on the caller's thread.
@Suite(.timeLimit(.minutes(5)))
struct WelcomeBannerScenarioTests {
    /// A box a test can read after another thread wrote it and was waited for.
    final class Seen: @unchecked Sendable {
        var texts: [(text: String, onMainThread: Bool)] = []
    }

    @Test(arguments: Implementation.allCases)
    func theTextIsShownBeforeGreetReturnsOnTheCallersThread(_ implementation: Implementation) async {
        let seen = Seen()
        await OtherThread.run {
            let banner = implementation.welcomeBanner()
            banner.greet(name: "Ann")
            // Read at once: a Task or a hop to another queue would not have delivered yet.
            seen.texts = banner.shown
        }
        #expect(seen.texts.map(\.text) == ["Welcome back, Ann"])
        #expect(seen.texts.map(\.onMainThread) == [false])
    }

    @Test(arguments: Implementation.allCases)
    func eachGreetingIsShownOnceInOrder(_ implementation: Implementation) {
        let banner = implementation.welcomeBanner()
        banner.greet(name: "Ann")
        banner.greet(name: "Bo")
        #expect(banner.shown.map(\.text) == ["Welcome back, Ann", "Welcome back, Bo"])
    }
}

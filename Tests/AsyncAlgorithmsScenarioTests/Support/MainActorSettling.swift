import Clocks

/// Lets main-actor Tasks and AsyncAlgorithms' own tasks run without sleeping: a test yields
/// until what it waits for has happened (suites put a time limit on it), or a fixed number of
/// turns before checking that something did not happen.
@MainActor
enum Settle {
    /// Gives up after `seconds`, so that a test whose event never comes fails on its
    /// expectations instead of spinning: a suite's time limit cancels the test's task, which a
    /// loop of `Task.yield()` never notices.
    static func until(seconds: Int = 60, _ condition: @MainActor () -> Bool) async {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while !condition(), ContinuousClock.now < deadline {
            await Task.yield()
        }
    }

    /// Until a task sleeps on `clock`: AsyncAlgorithms' own tasks run on the global pool, which a
    /// busy machine may not have run yet, and advancing the clock before they sleep wakes nothing.
    static func untilSleeping(on clock: TestClock<Duration>, seconds: Int = 60) async {
        let deadline = ContinuousClock.now + .seconds(seconds)
        // `checkSuspension()` throws once something sleeps on the clock.
        while (try? await clock.checkSuspension()) != nil, ContinuousClock.now < deadline {
            await Task.yield()
        }
    }

    /// Enough turns for every task that has work to take it (each hop is one turn).
    static func quietly() async {
        for _ in 0..<200 {
            await Task.yield()
        }
    }
}

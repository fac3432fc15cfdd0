import Clocks

/// Lets main-actor Tasks and AsyncAlgorithms' own tasks run without sleeping: a test yields
/// until what it waits for has happened (suites put a time limit on it), or a fixed number of
/// turns before checking that something did not happen.
@MainActor
enum Settle {
    static func until(_ condition: @MainActor () -> Bool) async {
        while !condition() {
            await Task.yield()
        }
    }

    /// Until a task sleeps on `clock`: AsyncAlgorithms' own tasks run on the global pool, which a
    /// busy machine may not have run yet, and advancing the clock before they sleep wakes nothing.
    static func untilSleeping(on clock: TestClock<Duration>) async {
        // `checkSuspension()` throws once something sleeps on the clock.
        while (try? await clock.checkSuspension()) != nil {
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

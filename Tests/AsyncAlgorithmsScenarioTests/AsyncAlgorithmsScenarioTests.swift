import AsyncAlgorithms
import AsyncAlgorithmsAfter
import AsyncAlgorithmsBefore
import Clocks
import OpenCombine
import Testing

/// The same behaviour before and after `streamlint fix --unsafe` with `prefer: async-algorithms`
/// (Tests/Fixtures/AsyncAlgorithmsScenarios): the before-form runs on a `VirtualTimeScheduler`,
/// the after-form on swift-clocks' `TestClock`; neither sleeps. The after-form delivers through a
/// main-actor Task, so its checks wait for that Task (`Settle`); the before-form delivers inside
/// the call that changed the input or moved the scheduler.
@MainActor
@Suite(.timeLimit(.minutes(5)))
struct AsyncAlgorithmsScenarioTests {
    // MARK: search as you type (debounce, removeDuplicates, filter)

    @Test func beforeAFastBurstSearchesOnceForTheLastTermAfterItSettles() {
        let scheduler = VirtualTimeScheduler()
        var searches: [String] = []
        let field = AsyncAlgorithmsBefore.SearchField(mainScheduler: scheduler) { searches.append($0) }
        field.query = "s"
        field.query = "sw"
        field.query = "swift"
        scheduler.advance(by: .milliseconds(299))
        #expect(searches == [])
        scheduler.advance(by: .milliseconds(1))
        #expect(searches == ["swift"])
        field.query = "swift"
        field.query = ""
        scheduler.advance(by: .milliseconds(300))
        #expect(searches == ["swift"], "a repeated term and an empty one are not searched")
    }

    @Test func afterAFastBurstSearchesOnceForTheLastTermAfterItSettles() async {
        let clock = TestClock()
        var searches: [String] = []
        let field = AsyncAlgorithmsAfter.SearchField(mainScheduler: VirtualTimeScheduler(), search: { searches.append($0) }, clock: clock)
        field.query = "s"
        await Settle.quietly()
        field.query = "sw"
        field.query = "swift"
        await Settle.untilSleeping(on: clock)
        await clock.advance(by: .milliseconds(299))
        await Settle.quietly()
        #expect(searches == [])
        await clock.advance(by: .milliseconds(1))
        await Settle.until { searches == ["swift"] }
        field.query = "swift"
        await Settle.quietly()
        field.query = ""
        await Settle.untilSleeping(on: clock)
        await clock.advance(by: .milliseconds(300))
        await Settle.quietly()
        #expect(searches == ["swift"], "a repeated term and an empty one are not searched")
    }

    @Test func beforeNothingIsSearchedOnceTheFieldIsGone() {
        let scheduler = VirtualTimeScheduler()
        var searches: [String] = []
        var field: AsyncAlgorithmsBefore.SearchField? = AsyncAlgorithmsBefore.SearchField(mainScheduler: scheduler) { searches.append($0) }
        weak let released = field
        field?.query = "swift"
        field = nil
        #expect(released == nil)
        scheduler.advance(by: .milliseconds(300))
        #expect(searches == [])
    }

    @Test func afterNothingIsSearchedOnceTheFieldIsGone() async {
        let clock = TestClock()
        var searches: [String] = []
        var field: AsyncAlgorithmsAfter.SearchField? = AsyncAlgorithmsAfter.SearchField(
            mainScheduler: VirtualTimeScheduler(), search: { searches.append($0) }, clock: clock)
        weak let released = field
        field?.query = "swift"
        await Settle.quietly()
        field = nil
        #expect(released == nil, "the Task does not keep the field alive")
        await clock.advance(by: .milliseconds(300))
        await Settle.quietly()
        #expect(searches == [])
    }

    // MARK: combineLatest of two inputs

    @Test func beforeTheFormCanBeSubmittedOnlyWhileBothFieldsAreValid() {
        let form = AsyncAlgorithmsBefore.SignUpForm()
        #expect(!form.canSubmit)
        form.email = "ada@example.com"
        #expect(!form.canSubmit)
        form.password = "correct horse"
        #expect(form.canSubmit)
        form.password = "short"
        #expect(!form.canSubmit)
    }

    @Test func afterTheFormCanBeSubmittedOnlyWhileBothFieldsAreValid() async {
        let form = AsyncAlgorithmsAfter.SignUpForm()
        form.email = "ada@example.com"
        await Settle.quietly()
        #expect(!form.canSubmit)
        form.password = "correct horse"
        await Settle.until { form.canSubmit }
        form.password = "short"
        await Settle.until { !form.canSubmit }
    }

    // MARK: merge

    @Test func beforeEachStatusIsShownAsItChanges() {
        let line = AsyncAlgorithmsBefore.StatusLine()
        line.uploadStatus = "Uploading"
        line.syncStatus = "Synced"
        line.uploadStatus = "Uploaded"
        #expect(line.shown == ["Uploading", "Synced", "Uploaded"])
    }

    @Test func afterEachStatusIsShownAsItChanges() async {
        let line = AsyncAlgorithmsAfter.StatusLine()
        line.uploadStatus = "Uploading"
        await Settle.until { line.shown == ["Uploading"] }
        line.syncStatus = "Synced"
        await Settle.until { line.shown == ["Uploading", "Synced"] }
        line.uploadStatus = "Uploaded"
        await Settle.until { line.shown == ["Uploading", "Synced", "Uploaded"] }
    }

    // MARK: one continuous input

    @Test func beforeTheBannerFollowsTheConnection() {
        let banner = AsyncAlgorithmsBefore.ConnectionBanner()
        #expect(banner.text == nil)
        banner.isOnline = false
        #expect(banner.text == "You are offline")
        banner.isOnline = true
        #expect(banner.text == nil)
    }

    @Test func afterTheBannerFollowsTheConnection() async {
        let banner = AsyncAlgorithmsAfter.ConnectionBanner()
        banner.isOnline = false
        await Settle.until { banner.text == "You are offline" }
        banner.isOnline = true
        await Settle.until { banner.text == nil }
    }

    /// What the rewrite's description warns of: the Task asks for one value at a time, and a
    /// current-value source hands over its latest value when asked, so values set while the
    /// Task is busy collapse into the last one instead of arriving one by one.
    @Test func afterValuesSetWhileTheTaskIsBusyArriveAsTheLatestOne() async {
        let banner = AsyncAlgorithmsAfter.ConnectionBanner()
        await Settle.quietly()
        banner.isOnline = false
        banner.isOnline = true
        banner.isOnline = false
        await Settle.until { banner.text == "You are offline" }
    }

    // MARK: why the manual ones stay manual

    /// `throttle` emits the value it held when its interval ends.
    @Test func beforeThrottleEmitsTheHeldValueWhenTheIntervalEnds() {
        let scheduler = VirtualTimeScheduler()
        let scroll = AsyncAlgorithmsBefore.ScrollThrottle(mainScheduler: scheduler)
        scroll.offset = 10
        scroll.offset = 20
        scroll.offset = 30
        scheduler.advance(by: .milliseconds(100))
        #expect(scroll.reported.last == 30)
    }

    /// AsyncAlgorithms 1.1.4's `_throttle` holds that value until another one arrives.
    @Test func asyncAlgorithmsThrottleHoldsTheLastValueUntilTheNextOne() async {
        let clock = TestClock()
        let (offsets, input) = AsyncStream.makeStream(of: Int.self)
        var reported: [Int] = []
        let consumer = Task { @MainActor in
            for await offset in offsets._throttle(for: .milliseconds(100), clock: clock, latest: true) {
                reported.append(offset)
            }
        }
        input.yield(0)
        await Settle.until { reported == [0] }
        input.yield(10)
        input.yield(30)
        await Settle.quietly()
        await clock.advance(by: .milliseconds(100))
        await Settle.quietly()
        #expect(reported == [0], "30 is still held when the interval has ended")
        input.yield(40)
        await Settle.until { reported == [0, 40] }
        consumer.cancel()
    }

    /// A subject without a current value drops what is sent while `values` is not waiting.
    @Test func aPassthroughSubjectsValuesDropWhatIsSentWhileTheLoopIsBusy() async {
        let taps = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let loop = Task { @MainActor in
            for await tap in taps.values {
                received.append(tap)
                if received.count == 2 { break }
            }
        }
        await Settle.quietly()
        // The loop runs on this actor, so both are sent before it can ask for the second.
        taps.send(1)
        taps.send(2)
        await Settle.until { received == [1] }
        // A busy machine may not have run the loop up to its next request yet: what is sent
        // before then is dropped too, so 3 is sent until it arrives.
        await Settle.until {
            taps.send(3)
            return received.count == 2
        }
        #expect(received == [1, 3])
        loop.cancel()
    }
}

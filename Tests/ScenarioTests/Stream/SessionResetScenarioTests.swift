import ScenarioStream
import Testing

/// `Stream/SessionReset.swift`: one bus, three consumers, each hears every reset once.
@Suite struct SessionResetScenarioTests {
    let bus = SessionResetBus()
    let scheduler = VirtualTimeScheduler()

    @Test func oneResetReachesEachConsumerOnce() {
        let cart = CartStore(bus: bus)
        cart.add("socks")
        let cache = ProfileCache(bus: bus)
        let analytics = ResetAnalytics(bus: bus, scheduler: scheduler)

        bus.reset(.signedOut)
        #expect(cart.archivedCarts == [["socks"]])
        #expect(cart.items.isEmpty)
        #expect(cache.generation == 1)
        // Analytics logs on its own scheduler: nothing until that scheduler runs.
        #expect(analytics.loggedResets.isEmpty)
        scheduler.run()
        #expect(analytics.loggedResets == [.signedOut])
    }

    @Test func aConsumerThatGoesAwayStopsListeningAndTheOthersGoOn() {
        let cart = CartStore(bus: bus)
        var cache: ProfileCache? = ProfileCache(bus: bus)
        weak let released = cache
        let analytics = ResetAnalytics(bus: bus, scheduler: scheduler)

        cache = nil
        #expect(released == nil)
        bus.reset(.sessionExpired)
        scheduler.run()
        #expect(cart.archivedCarts == [[]])
        #expect(analytics.loggedResets == [.sessionExpired])
    }
}

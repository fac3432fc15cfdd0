import OpenCombine
import ScenarioStream
import Testing

/// `Stream/ProductSearch.swift`: debounce, duplicates dropped, latest request wins.
@Suite struct ProductSearchScenarioTests {
    /// Answers each search when the test says so, and notes which searches were cancelled.
    final class ScriptedSearchService: ProductSearching {
        private(set) var requestedTerms: [String] = []
        private(set) var cancelledTerms: [String] = []
        private var answers: [String: PassthroughSubject<[String], Never>] = [:]

        func search(_ term: String) -> AnyPublisher<[String], Never> {
            requestedTerms.append(term)
            let answer = PassthroughSubject<[String], Never>()
            answers[term] = answer
            return answer
                .handleEvents(receiveCancel: { [weak self] in self?.cancelledTerms.append(term) })
                .eraseToAnyPublisher()
        }

        func respond(to term: String, with results: [String]) {
            answers[term]?.send(results)
            answers[term]?.send(completion: .finished)
        }
    }

    let scheduler = VirtualTimeScheduler()
    let service = ScriptedSearchService()

    @Test func threeFastKeystrokesSendOneRequestWithTheLastTerm() {
        let model = ProductSearchModel(service: service, scheduler: scheduler)
        model.query = "s"
        scheduler.advance(by: .milliseconds(100))
        model.query = "sh"
        scheduler.advance(by: .milliseconds(100))
        model.query = "sho"
        scheduler.advance(by: .milliseconds(299))
        #expect(service.requestedTerms.isEmpty)

        scheduler.advance(by: .milliseconds(1))
        #expect(service.requestedTerms == ["sho"])
        service.respond(to: "sho", with: ["Shoes", "Shorts"])
        #expect(model.results == ["Shoes", "Shorts"])
    }

    @Test func aSlowEarlyResponseNeverOverwritesALaterOne() {
        let model = ProductSearchModel(service: service, scheduler: scheduler)
        model.query = "shoe"
        scheduler.advance(by: .milliseconds(300))
        model.query = "shoes"
        scheduler.advance(by: .milliseconds(300))
        #expect(service.requestedTerms == ["shoe", "shoes"])
        #expect(service.cancelledTerms == ["shoe"])

        service.respond(to: "shoes", with: ["Running shoes"])
        service.respond(to: "shoe", with: ["Shoe horn"])
        #expect(model.results == ["Running shoes"])
    }

    @Test func retypingTheSameTermDoesNotSearchAgain() {
        let model = ProductSearchModel(service: service, scheduler: scheduler)
        model.query = "hat"
        scheduler.advance(by: .milliseconds(300))
        model.query = "hats"
        scheduler.advance(by: .milliseconds(100))
        model.query = "hat"
        scheduler.advance(by: .milliseconds(300))
        #expect(service.requestedTerms == ["hat"])
    }
}

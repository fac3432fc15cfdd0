import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ScenarioDomain
import Testing

/// `Before|After/ForecastAPI.swift`: a `dataTaskPublisher` request and the screen that sinks it;
/// after the rewrite, an added `async` method on `URLSession.data(from:)` and a screen that
/// awaits the publisher's value in a Task. Requests go through a real `URLSession` to a stub.
@MainActor
// Five minutes: on two cores these tests can wait behind the fuzz and plugin suites, which
// hold the pool's threads for a minute or two; a real hang still fails.
@Suite(.timeLimit(.minutes(5)))
struct ForecastScenarioTests {
    let transport = StubTransport()
    let rainyOslo = #"{"city": "Oslo", "chanceOfRain": 0.8}"#
    let missingChance = #"{"city": "Oslo"}"#

    @Test(arguments: Implementation.allCases)
    func aRainyForecastShowsTheWarning(_ implementation: Implementation) async {
        transport.answer("/forecast/Oslo", with: .json(rainyOslo))
        let screen = implementation.rainWarningScreen(transport: transport)
        screen.refresh(city: "Oslo")
        await MainQueue.waitUntil { screen.warning != nil || screen.failure != nil }
        #expect(screen.warning == "Rain likely in Oslo")
        #expect(screen.failure == nil)
    }

    @Test(arguments: Implementation.allCases)
    func aMalformedResponseReachesTheFailureHandler(_ implementation: Implementation) async throws {
        let decodingError = try #require(throws: DecodingError.self) {
            try JSONDecoder().decode(Forecast.self, from: Data(missingChance.utf8))
        }
        transport.answer("/forecast/Oslo", with: .json(missingChance))
        let screen = implementation.rainWarningScreen(transport: transport)
        screen.refresh(city: "Oslo")
        await MainQueue.waitUntil { screen.warning != nil || screen.failure != nil }
        #expect(screen.warning == nil)
        #expect(screen.failure == String(describing: decodingError))
    }

    @Test(arguments: Implementation.allCases)
    func aTransportFailureReachesTheFailureHandler(_ implementation: Implementation) async {
        transport.answer("/forecast/Oslo", with: .failure(.notConnectedToInternet))
        let screen = implementation.rainWarningScreen(transport: transport)
        screen.refresh(city: "Oslo")
        await MainQueue.waitUntil { screen.warning != nil || screen.failure != nil }
        #expect(screen.warning == nil)
        #expect(screen.failure?.contains("Code=\(URLError.Code.notConnectedToInternet.rawValue)") == true)
    }

    @Test(arguments: Implementation.allCases)
    func leavingTheScreenCancelsItsRequest(_ implementation: Implementation) async {
        transport.answer("/forecast/Oslo", with: .hold)
        var screen: (any RainWarningScreen)? = implementation.rainWarningScreen(transport: transport)
        screen?.refresh(city: "Oslo")
        #expect(await transport.started.next() == "/forecast/Oslo")

        screen = nil
        #expect(await transport.cancelled.next() == "/forecast/Oslo")
    }

    @Test(arguments: Implementation.allCases)
    func awaitingTheRequestGivesTheDecodedForecast(_ implementation: Implementation) async throws {
        transport.answer("/forecast/Oslo", with: .json(rainyOslo))
        let forecast = try await implementation.loadForecast(city: "Oslo", transport: transport)
        #expect(forecast == Forecast(city: "Oslo", chanceOfRain: 0.8))
    }

    @Test(arguments: Implementation.allCases)
    func awaitingTheRequestThrowsTheDecodingError(_ implementation: Implementation) async {
        transport.answer("/forecast/Oslo", with: .json(missingChance))
        await #expect(throws: DecodingError.self) {
            try await implementation.loadForecast(city: "Oslo", transport: transport)
        }
    }

    @Test(arguments: Implementation.allCases)
    func awaitingTheRequestThrowsTheTransportError(_ implementation: Implementation) async {
        transport.answer("/forecast/Oslo", with: .failure(.notConnectedToInternet))
        let error = await #expect(throws: URLError.self) {
            try await implementation.loadForecast(city: "Oslo", transport: transport)
        }
        #expect(error?.code == .notConnectedToInternet)
    }

    /// Both forms stop the load. They report it differently: the publisher ends without a value
    /// (a `CancellationError` for its awaiting caller), `URLSession.data(from:)` throws
    /// `URLError(.cancelled)` — a caller moved to the `async` method must treat that as
    /// cancellation, not as a failure.
    @Test(arguments: Implementation.allCases)
    func cancellingTheCallerStopsTheLoad(_ implementation: Implementation) async {
        transport.answer("/forecast/Oslo", with: .hold)
        let caller = Task { try await implementation.loadForecast(city: "Oslo", transport: transport) }
        _ = await transport.started.next()
        caller.cancel()
        #expect(await transport.cancelled.next() == "/forecast/Oslo")

        let outcome = await caller.result
        switch implementation {
        case .before: #expect(throws: CancellationError.self) { try outcome.get() }
        case .after:
            let error = #expect(throws: URLError.self) { try outcome.get() }
            #expect(error?.code == .cancelled)
        }
    }
}

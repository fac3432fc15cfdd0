import OpenCombine
import ScenarioAfter
import ScenarioBefore
import ScenarioDomain

/// The two forms of each value-shaped scenario: as written (`Tests/Fixtures/Scenarios/Before`)
/// and as `streamlint fix --unsafe` rewrote it (`Tests/Fixtures/Scenarios/After`). Each
/// behaviour test takes one as its argument, so both forms pass the very same checks.
enum Implementation: String, CaseIterable, Sendable, CustomStringConvertible {
    case before
    case after

    var description: String { rawValue }
}

// What the tests need of each scenario's types; both modules' types conform unchanged.

@MainActor
protocol ProfileScreen: AnyObject {
    var state: ProfileScreenState { get }
    func reload()
}

extension ScenarioBefore.ProfileScreenModel: ProfileScreen {}
extension ScenarioAfter.ProfileScreenModel: ProfileScreen {}

@MainActor
protocol RainWarningScreen: AnyObject {
    var warning: String? { get }
    var failure: String? { get }
    func refresh(city: String)
}

extension ScenarioBefore.RainWarningModel: RainWarningScreen {}
extension ScenarioAfter.RainWarningModel: RainWarningScreen {}

@MainActor
protocol SessionExpiryObserving: AnyObject {
    func start()
}

extension ScenarioBefore.SessionExpiryObserver: SessionExpiryObserving {}
extension ScenarioAfter.SessionExpiryObserver: SessionExpiryObserving {}

@MainActor
protocol ReceiptRefreshing: AnyObject {
    func refresh(orderID: String)
}

extension ScenarioBefore.ReceiptRefresher: ReceiptRefreshing {}
extension ScenarioAfter.ReceiptRefresher: ReceiptRefreshing {}

extension Implementation {
    @MainActor
    func profileScreen(client: any ProfileClient, userID: String) -> any ProfileScreen {
        switch self {
        case .before: ScenarioBefore.ProfileScreenModel(repository: .init(client: client), userID: userID)
        case .after: ScenarioAfter.ProfileScreenModel(repository: .init(client: client), userID: userID)
        }
    }

    /// A caller awaiting the repository: the publisher's first value before the rewrite, the
    /// `async` alternative the rewrite added after it.
    func loadProfile(id: String, client: any ProfileClient) async throws -> Profile {
        switch self {
        case .before: try await firstValue(of: ScenarioBefore.ProfileRepository(client: client).loadProfile(id: id))
        case .after: try await ScenarioAfter.ProfileRepository(client: client).loadProfile(id: id)
        }
    }

    @MainActor
    func rainWarningScreen(transport: StubTransport) -> any RainWarningScreen {
        switch self {
        case .before: ScenarioBefore.RainWarningModel(api: .init(session: transport.session, baseURL: transport.baseURL))
        case .after: ScenarioAfter.RainWarningModel(api: .init(session: transport.session, baseURL: transport.baseURL))
        }
    }

    /// A caller awaiting the forecast request, as for `loadProfile(id:client:)`.
    func loadForecast(city: String, transport: StubTransport) async throws -> Forecast {
        switch self {
        case .before:
            try await firstValue(of: ScenarioBefore.ForecastAPI(session: transport.session, baseURL: transport.baseURL).forecast(city: city))
        case .after:
            try await ScenarioAfter.ForecastAPI(session: transport.session, baseURL: transport.baseURL).forecast(city: city)
        }
    }

    @MainActor
    func sessionExpiryObserver(banner: any SessionExpiredBanner) -> any SessionExpiryObserving {
        switch self {
        case .before: ScenarioBefore.SessionExpiryObserver(banner: banner)
        case .after: ScenarioAfter.SessionExpiryObserver(banner: banner)
        }
    }

    @MainActor
    func receiptRefresher(service: any ReceiptService, store: any ReceiptStoring) -> any ReceiptRefreshing {
        switch self {
        case .before: ScenarioBefore.ReceiptRefresher(service: service, store: store)
        case .after: ScenarioAfter.ReceiptRefresher(service: service, store: store)
        }
    }
}

/// How a caller awaits a single-value publisher: its first value, or its error. A publisher
/// that ends without a value here was cancelled by the awaiting task.
func firstValue<P: Publisher>(of publisher: P) async throws -> P.Output {
    for try await value in publisher.values {
        return value
    }
    throw CancellationError()
}

/// Not isolated: the banner is greeted from whichever thread the caller is on.
protocol WelcomeGreeting: AnyObject {
    var shown: [(text: String, onMainThread: Bool)] { get }
    func greet(name: String)
}

extension ScenarioBefore.WelcomeBanner: WelcomeGreeting {}
extension ScenarioAfter.WelcomeBanner: WelcomeGreeting {}

extension Implementation {
    func welcomeBanner() -> any WelcomeGreeting {
        switch self {
        case .before: ScenarioBefore.WelcomeBanner()
        case .after: ScenarioAfter.WelcomeBanner()
        }
    }
}

extension Implementation {
    /// The publisher requirement, called as callers that were not migrated call it.
    func directoryEntry(named name: String, offices: [String: String]) async throws -> (name: String, office: String) {
        switch self {
        case .before:
            let entry = try await firstValue(of: ScenarioBefore.StaticDirectory(offices: offices).entry(named: name))
            return (entry.name, entry.office)
        case .after:
            let lookup: any ScenarioAfter.DirectoryLookup = ScenarioAfter.StaticDirectory(offices: offices)
            let entry = try await firstValue(of: lookup.entry(named: name) as AnyPublisher<ScenarioAfter.DirectoryEntry, Error>)
            return (entry.name, entry.office)
        }
    }
}

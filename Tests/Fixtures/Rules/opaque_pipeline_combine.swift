import Combine
import Foundation
import PartnerSDK

final class PartnerFeedModel {
    let feed: AnyPublisher<[String], Never>
    let clicks: PassthroughSubject<String, Never>
    private let analytics: AnalyticsClient
    private(set) var items: [String] = []
    private(set) var lastEvent = ""
    private(set) var lastClick = ""
    private(set) var sdkState = ""
    private var cancellables = Set<AnyCancellable>()

    init(feed: AnyPublisher<[String], Never>, analytics: AnalyticsClient) {
        self.feed = feed
        self.clicks = PassthroughSubject()
        self.analytics = analytics
        self.feed
            .sink { [weak self] items in self?.items = items } // expect: pipeline verdict=keep rule=continuous_stream hazards= cadence=stream
            .store(in: &cancellables)
        analytics.events(for: "feed")
            .sink { [weak self] event in self?.lastEvent = event } // expect: pipeline verdict=keep rule=continuous_stream hazards= cadence=stream
            .store(in: &cancellables)
        PartnerSDK.shared.statePublisher
            .sink { [weak self] state in self?.sdkState = "\(state)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        clicks
            .sink { [weak self] id in self?.lastClick = id } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }

    func attach(_ selections: AnyPublisher<String, Never>) {
        selections
            .sink { [weak self] id in self?.lastClick = id } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        // Neither a declaration, a type nor a name tells how often these emit: review.
        PartnerSDK.shared.bridge(analytics)
            .sink { [weak self] state in self?.sdkState = "\(state)" } // expect: pipeline verdict=review rule=opaque_pipeline hazards= cadence=unknown
            .store(in: &cancellables)
        analytics.channel(named: "feed")
            .sink { [weak self] event in self?.lastEvent = event } // expect: pipeline verdict=review rule=opaque_pipeline hazards= cadence=unknown
            .store(in: &cancellables)
    }

    // The gateway's bodies are out of reach; what they return is named: a response answers
    // one request, while a state says nothing of how often it changes.
    func open(_ page: String, through gateway: PartnerGateway) {
        gateway.visit(page)
            .sink { [weak self] response in self?.lastEvent = response.status } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .store(in: &cancellables)
        // The gateway's own `subscribe()` makes a request; the chain's subscription is `sink`.
        gateway.subscribe()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] response in self?.lastEvent = response.status } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards= cadence=once
            .store(in: &cancellables)
        gateway.pageState(page)
            .sink { [weak self] state in self?.sdkState = "\(state)" } // expect: pipeline verdict=review rule=opaque_pipeline hazards= cadence=unknown
            .store(in: &cancellables)
    }
}

struct VisitResponse {
    var status: String
}

final class PartnerGateway {
    func visit(_ page: String) -> AnyPublisher<VisitResponse, Never> {
        PartnerSDK.shared.open(page)
    }

    func subscribe() -> AnyPublisher<VisitResponse, Never> {
        PartnerSDK.shared.subscribeToUpdates()
    }

    func pageState(_ page: String) -> AnyPublisher<PartnerPageState, Never> {
        PartnerSDK.shared.state(of: page)
    }
}

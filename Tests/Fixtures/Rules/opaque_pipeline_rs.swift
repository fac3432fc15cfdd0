import PartnerKit
import ReactiveSwift

final class SyncStatusModel {
    let progress: MutableProperty<Double>
    private let client: PartnerClient
    private(set) var lastResult = ""
    private(set) var lastValue = 0.0
    private(set) var state = ""
    func report(_ fraction: Double) { progress.value = fraction }

    init(client: PartnerClient) {
        self.client = client
        self.progress = MutableProperty(0)
        client.fetch("/sync/status")
            .startWithResult { [weak self] result in self?.lastResult = "\(result)" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        client.stateSignal
            .observeValues { [weak self] state in self?.state = state } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        progress.producer
            .startWithValues { [weak self] value in self?.lastValue = value } // expect: pipeline verdict=keep rule=replayed_state hazards=
    }

    // Named for the producer it builds from its argument, and unable to fail (`NoError`): not a request.
    static func makeStateProducer(from states: SignalProducer<String, NoError>) -> SignalProducer<String, NoError> {
        states.map { $0.lowercased() }
    }

    func follow(_ states: SignalProducer<String, NoError>) {
        SyncStatusModel.makeStateProducer(from: states)
            .startWithValues { [weak self] state in self?.state = state } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
        client.createStateProducer()
            .startWithValues { [weak self] state in self?.state = state } // expect: pipeline verdict=review rule=opaque_pipeline hazards=
    }

    func watch(_ values: SignalProducer<Double, Never>) {
        values
            .startWithValues { [weak self] value in self?.lastValue = value } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

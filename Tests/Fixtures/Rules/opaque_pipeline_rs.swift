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

    func watch(_ values: SignalProducer<Double, Never>) {
        values
            .startWithValues { [weak self] value in self?.lastValue = value } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

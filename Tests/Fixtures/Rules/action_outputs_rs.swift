import Foundation
import ReactiveSwift

// An Action's outputs send on every execution: `errors` and `values` of an Action the module
// declares are streams, found even when the chain ends in `observe(observer)`.

struct Player { let name: String }

final class ManagePlayersViewModel {
    let alertMessages: Signal<String, Never>
    private let alertMessageObserver: Signal<String, Never>.Observer
    let saveAction: Action<String, Player, NSError>
    private(set) var saved: [Player] = []
    private(set) var lastSaved: String?

    init() {
        (alertMessages, alertMessageObserver) = Signal.pipe()
        saveAction = Action { name in SignalProducer(value: Player(name: name)) }
        saveAction.errors
            .map { $0.localizedDescription }
            .observe(alertMessageObserver) // expect: pipeline verdict=keep rule=continuous_stream hazards=
        saveAction.values.observeValues { [weak self] in self?.saved.append($0) } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
        saveAction.values.observeValues { [weak self] in self?.lastSaved = $0.name } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
    }
}

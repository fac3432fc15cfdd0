import Foundation
import ReactiveSwift

enum PatientAPI {
    /// One request: its closure sends one value, then completes.
    static func profile(id: Int) -> SignalProducer<String, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            observer.send(value: "patient \(id)")
            observer.sendCompleted()
        }
    }

    /// The monitor's current heart rate, and every change of it.
    static let heartRate = MutableProperty(72)

    static func vitals(id: Int) -> SignalProducer<Int, Never> {
        heartRate.producer
    }

    static func monitorDidMeasure(_ rate: Int) {
        heartRate.value = rate
    }
}

// `profile` is given its value in the answer of one request, started by `loadProfile()`,
// which only `viewDidLoad` calls: one value per screen. `vitals` is given a value by every
// change of the monitor; `history` by every answer of `reloadHistory()`, which each pull to
// refresh calls again; `doses` by every pass of a loop inside the answer.
final class PatientViewModel {
    let profile = MutableProperty<String?>(nil)
    let vitals = MutableProperty<Int?>(nil)
    let history = MutableProperty<String?>(nil)
    let doses = MutableProperty<Int?>(nil)
    private let id = 7

    func loadProfile() {
        PatientAPI.profile(id: id).startWithValues { [weak self] name in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            self?.profile.value = name
        }
    }

    func watchVitals() {
        PatientAPI.vitals(id: id).startWithValues { [weak self] rate in // expect: pipeline verdict=keep rule=replayed_state hazards=
            self?.vitals.value = rate
        }
    }

    func reloadHistory() {
        PatientAPI.profile(id: id).startWithValues { [weak self] name in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            self?.history.value = name
        }
    }

    func loadDoses() {
        PatientAPI.profile(id: id).startWithValues { [weak self] name in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            for dose in name.utf8 { self?.doses.value = Int(dose) }
        }
    }
}

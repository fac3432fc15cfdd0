import ReactiveCocoa
import ReactiveSwift
import UIKit

final class WorkoutModel {
    let heartRate = MutableProperty(0)
    func sensorDidMeasure(_ bpm: Int) { heartRate.value = bpm }
}

final class WorkoutViewController: UIViewController {
    private let model = WorkoutModel()
    private let noteField = UITextField()
    private let titleField = UITextField()
    private let elapsedLabel = UILabel()
    private let heartLabel = UILabel()
    private var seconds = 0
    private var savedNote = ""
    private var workoutTitle = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        SignalProducer.timer(interval: .seconds(1), on: QueueScheduler.main)
            .take(during: reactive.lifetime)
            .startWithValues { [weak self] _ in self?.tick() } // expect: pipeline verdict=keep rule=timing_stream hazards=
        noteField.reactive.continuousTextValues
            .debounce(0.5, on: QueueScheduler.main)
            .observeValues { [weak self] note in self?.savedNote = note } // expect: pipeline verdict=keep rule=timing_stream hazards=
        model.heartRate.producer
            .throttle(1, on: QueueScheduler.main)
            .startWithValues { [weak self] bpm in self?.heartLabel.text = "\(bpm) bpm" } // expect: pipeline verdict=keep rule=replayed_state hazards=
        titleField.reactive.continuousTextValues
            .observeValues { [weak self] title in self?.workoutTitle = title } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }

    private func tick() {
        seconds += 1
        elapsedLabel.text = "\(seconds)s"
    }
}

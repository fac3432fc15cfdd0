import ReactiveCocoa
import ReactiveSwift
import UIKit

final class MixerModel {
    let volume = MutableProperty<Float>(0.5)
    let isMuted = MutableProperty(false)
    func toggleMute() { isMuted.value.toggle() }
    func nudge(by step: Float) { volume.value += step }
    let (peaks, peakObserver) = Signal<Float, Never>.pipe()
}

final class MixerViewController: UIViewController {
    private let model = MixerModel()
    private let slider = UISlider()
    private let volumeLabel = UILabel()
    private let muteIcon = UIImageView()
    private let meter = UIProgressView()

    override func viewDidLoad() {
        super.viewDidLoad()
        slider.reactive.value <~ model.volume // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
        volumeLabel.reactive.text <~ model.volume.map { "\(Int($0 * 100))%" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
        muteIcon.reactive.isHidden <~ model.isMuted.map { !$0 } // expect: pipeline verdict=keep rule=replayed_state hazards= consumers=1
        model.peaks
            .observe(on: UIScheduler())
            .observeValues { [weak self] peak in self?.meter.progress = peak } // expect: pipeline verdict=keep rule=continuous_stream hazards= consumers=1
    }
}

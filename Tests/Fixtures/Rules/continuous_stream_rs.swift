import AVFoundation
import ReactiveCocoa
import ReactiveSwift
import UIKit

final class RecorderViewController: UIViewController {
    private let nameField = UITextField()
    private let recordButton = UIButton(type: .system)
    private let player = AVPlayer()
    private let (levels, levelObserver) = Signal<Float, Never>.pipe()
    private var fileName = ""
    private var takes = 0
    private var peak: Float = 0
    private var rate: Float = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.reactive.continuousTextValues
            .observeValues { [weak self] name in self?.fileName = name } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        recordButton.reactive.controlEvents(.touchUpInside)
            .observeValues { [weak self] _ in self?.takes += 1 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        levels
            .observe(on: UIScheduler())
            .observeValues { [weak self] level in self?.peak = max(self?.peak ?? 0, level) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        player.reactive.producer(forKeyPath: "rate")
            .take(during: reactive.lifetime)
            .observe(on: UIScheduler())
            .startWithValues { [weak self] value in self?.rate = (value as? Float) ?? 0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

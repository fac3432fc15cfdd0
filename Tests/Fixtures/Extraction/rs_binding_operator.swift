import ReactiveCocoa
import ReactiveSwift
import UIKit

final class PlayerViewModel {
    let trackTitle = MutableProperty("")
    let elapsedSeconds = MutableProperty(0)
    func play(_ title: String) {
        trackTitle.value = title
        elapsedSeconds.value = 0
    }
    let isPlaying = Property(value: false)
}

final class NowPlayingViewController: UIViewController {
    private let viewModel = PlayerViewModel()
    private let titleLabel = UILabel()
    private let elapsedLabel = UILabel()
    private let pauseButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.reactive.text <~ viewModel.trackTitle // expect: pipeline source=property terminal=<~ framework=reactiveswift ops= context=mainActor type=NowPlayingViewController function=viewDidLoad
        elapsedLabel.reactive.text <~ viewModel.elapsedSeconds.producer.map { String(format: "%d:%02d", $0 / 60, $0 % 60) } // expect: pipeline source=property terminal=<~ framework=reactiveswift ops=map context=mainActor type=NowPlayingViewController function=viewDidLoad
        pauseButton.reactive.isEnabled <~ viewModel.isPlaying // expect: pipeline source=just terminal=<~ framework=reactiveswift ops= context=mainActor type=NowPlayingViewController function=viewDidLoad
    }
}

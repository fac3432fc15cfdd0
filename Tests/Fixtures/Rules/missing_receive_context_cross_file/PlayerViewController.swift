import AVFoundation
import Combine
import UIKit

final class PlayerViewController: UIViewController {
    let player = AVPlayer()
    let playButton = UIButton(type: .system)
    let rateLabel = UILabel()
    var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        bindPlayer()
    }
}

import Combine
import UIKit

final class ArticleViewController: UIViewController {
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    private let player = AVPlayerLike()
    private let heightLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // A view's properties change on the main thread, so their KVO arrives there.
        collectionView.publisher(for: \.contentSize)
            .sink { [weak self] size in self?.heightLabel.text = "\(size.height)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        // Another object may change its property on any thread.
        player.publisher(for: \.rate)
            .sink { [weak self] rate in self?.heightLabel.text = "\(rate)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
    }
}

final class AVPlayerLike: NSObject {
    @objc dynamic var rate: Float = 0
}

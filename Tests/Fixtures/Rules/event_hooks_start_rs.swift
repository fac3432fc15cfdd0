import FeedlyKit
import ReactiveSwift
import UIKit

// `on(failed:completed:value:)` before a bare `start()` is ReactiveSwift's own spelling, even
// when the producer comes from a library outside the tree: a pipeline, judged by its call's name.
final class FeedListViewController: UITableViewController {
    private var disposable: Disposable?
    private var feeds: [String] = []
    private let engine = AudioEngine()

    func fetchFeeds() {
        disposable = FeedlyClient.shared.fetchFeeds(ids: ["design"]).on(
            failed: { error in print(error) },
            completed: { self.tableView.reloadData() },
            value: { feeds in self.feeds = feeds }
        ).start() // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=strong_self_in_sink
    }

    func play() {
        // Another API's `on(volume:)` and `start()`: not a pipeline.
        engine.on(volume: 0.5).start()
    }
}

final class AudioEngine {
    func on(volume: Double) -> AudioEngine { self }
    func start() {}
}

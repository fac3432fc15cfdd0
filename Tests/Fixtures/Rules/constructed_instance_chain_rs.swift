import ReactiveSwift
import UIKit

/// Producers that read a local store as they run: each sends one value (or fails) and completes,
/// some through `return observer.sendCompleted()` on an early path. A chain that calls them on a
/// value made on the spot (`ScoreStore().average()`) and flattens one into the next still answers
/// once, and flattening a producer that sends as it runs keeps the delivery where it was.
final class ScoreStore {
    var scores: [Double] = []

    func average() -> SignalProducer<Double, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            guard !self.scores.isEmpty else { observer.send(value: 60); return observer.sendCompleted() }
            observer.send(value: self.scores.reduce(0, +) / Double(self.scores.count))
            observer.sendCompleted()
        }
    }

    func rank(of score: Double) -> SignalProducer<Int, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer { observer, _ in
            observer.send(value: self.scores.filter { $0 > score }.count + 1)
            observer.sendCompleted()
        }
    }

    /// Every change of the scores, as long as the subscriber stays.
    func changes() -> SignalProducer<[Double], Never> {
        SignalProducer { observer, lifetime in
            let token = NotificationCenter.default.addObserver(forName: .scoresChanged, object: nil, queue: nil) { _ in
                observer.send(value: self.scores)
            }
            lifetime.observeEnded { NotificationCenter.default.removeObserver(token) }
        }
    }
}

extension Notification.Name {
    static let scoresChanged = Notification.Name("scoresChanged")
}

final class ScoreViewController: UIViewController {
    let averageLabel = UILabel()
    let rankLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        ScoreStore().average()
            .observe(on: UIScheduler())
            .on(value: { [weak self] in self?.averageLabel.text = "\($0)" })
            .flatMap(.latest) { average -> SignalProducer<Int, Never> in
                return ScoreStore().rank(of: average) }
            .startWithValues { [weak self] in self?.rankLabel.text = "#\($0)" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        ScoreStore().average()
            .flatMap(.latest) { _ in ScoreStore().changes() }
            .observe(on: UIScheduler())
            .startWithValues { [weak self] in self?.rankLabel.text = "\($0.count)" } // expect: pipeline verdict=keep rule=composed_stream hazards=
    }
}

import ReactiveCocoa
import ReactiveSwift
import UIKit

// A `CompositeDisposable` that `self` keeps (`disposables += …`, `disposable.inner.add(…)`)
// keeps the observer, and the observer keeps `self`.
final class ScoreViewController: UIViewController {
    private let disposables = CompositeDisposable()
    private let disposable = ScopedDisposable(CompositeDisposable())
    private let scoreLabel = UILabel()
    let game = GameModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        disposables += Clock.shared.ticks.observeValues { tick in // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
            self.scoreLabel.text = "\(tick)"
        }
        disposable.inner.add(game.score.producer.on(value: { score in self.title = "\(score)" }).start()) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
        disposables += game.score.producer.startWithValues { [weak self] score in // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            self?.scoreLabel.text = "\(score)"
        }
    }

    // A method that returns nothing drops what its only expression evaluates to: the observer
    // nobody disposes lives as long as the view model's signal that `self` keeps.
    func watchLevel() {
        game.level.signal.observeValues { level in self.title = "Level \(level)" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
    }

    // Returned to the caller, who decides how long it lives.
    func watchLevelUntilDisposed() -> Disposable? {
        game.level.signal.observeValues { level in self.title = "Level \(level)" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
    }

    // A stored signal merged from the view model's pipes ends only with the view model.
    func watchAlerts() {
        game.alerts.observeValues { text in self.title = text } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
        game.alerts.observeValues { [weak self] text in self?.title = text } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
    }

    // Combining properties of a view model `self` keeps: each input keeps the observer.
    func watchSummary() {
        Property.combineLatest(game.score, game.level).producer.startWithValues { score, level in // expect: pipeline verdict=keep rule=composed_stream hazards=strong_self_in_sink
            self.title = "\(score) at \(level)"
        }
    }

    // A call on a property of `self` (`pick`, declared below) starts from that property.
    func watchBest() {
        game.score.producer.pick { $0 * 2 }.startWithValues { best in self.title = "\(best)" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
    }

    // Inside a closure that captures `[weak self]`, `self?` is that weak reference; once
    // unwrapped (`guard let self`), a nested closure holds it strongly again.
    func watchFirstLevelUp() {
        game.level.signal.take(first: 1).observeValues { [weak self] _ in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            self?.disposables += Clock.shared.ticks.observeValues { tick in self?.title = "\(tick)" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
        }
        game.level.signal.take(first: 1).observeValues { [weak self] _ in // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            guard let self else { return }
            self.disposables += Clock.shared.ticks.observeValues { tick in self.title = "\(tick)" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
        }
    }

    // Another object's model: `self` does not keep it, so no cycle through `self`.
    func watch(_ other: GameModel) {
        other.level.signal.observeValues { level in self.title = "\(level)" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
    }
}

final class GameModel {
    let score = MutableProperty(0)
    let level = MutableProperty(1)
    let alerts: Signal<String, Never>
    private let (bonusSignal, bonusObserver) = Signal<String, Never>.pipe()
    private let (penaltySignal, penaltyObserver) = Signal<String, Never>.pipe()

    init() {
        alerts = Signal.merge(bonusSignal, penaltySignal)
    }

    func award(_ points: Int) {
        score.value += points
        level.value = score.value / 100 + 1
        bonusObserver.send(value: "+\(points)")
    }

    func penalise(_ points: Int) {
        score.value -= points
        penaltyObserver.send(value: "-\(points)")
    }
}

final class Clock {
    static let shared = Clock()
    let (ticks, tickObserver) = Signal<Int, Never>.pipe()

    func tick(_ count: Int) {
        tickObserver.send(value: count)
    }
}

extension SignalProducer where Value == Int, Error == Never {
    func pick(_ transform: @escaping (Int) -> Int) -> SignalProducer<Int, Never> {
        map(transform)
    }
}

// A text field observing its own text: the control keeps the observer, which keeps the control.
final class TrimmingTextField: UITextField {
    var trimmed = ""

    func startTrimming() {
        reactive.continuousTextValues.observeValues { text in self.trimmed = text.trimmingCharacters(in: .whitespaces) } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
        reactive.continuousTextValues.observeValues { [weak self] text in self?.trimmed = text } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

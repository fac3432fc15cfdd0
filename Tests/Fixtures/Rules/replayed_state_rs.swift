import ReactiveCocoa
import ReactiveSwift
import UIKit

final class EditorModel {
    let wordCount = MutableProperty(0)
    let readingMinutes = MutableProperty(0)
    func textDidChange(words: Int) {
        wordCount.value = words
        readingMinutes.value = words / 200
    }
    let title: Property<String>
    let (saves, saveObserver) = Signal<Date, Never>.pipe()

    init(titles: SignalProducer<String, Never>) {
        title = Property(initial: "Untitled", then: titles)
    }
}

final class EditorViewController: UIViewController {
    private let model = EditorModel(titles: .empty)
    private let countLabel = UILabel()
    private let titleLabel = UILabel()
    private let wordCountLabel = UILabel()
    private var lastSaved: Date?
    private var defaults: [String: Int] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        model.readingMinutes.producer
            .map { "\($0) min read" }
            .startWithValues { [weak self] text in self?.countLabel.text = text } // expect: pipeline verdict=keep rule=replayed_state hazards= consumers=1
        wordCountLabel.reactive.text <~ model.wordCount.map { "\($0) words" } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
        titleLabel.reactive.text <~ model.title // expect: pipeline verdict=keep rule=replayed_state hazards=
        model.wordCount.signal
            .filter { $0 > 10_000 }
            .observeValues { [weak self] _ in self?.showLengthWarning() } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
        model.saves
            .observeValues { [weak self] date in self?.lastSaved = date } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        SignalProducer(value: ["fontSize": 14])
            .startWithValues { [weak self] values in self?.defaults = values } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }

    private func showLengthWarning() {}
}

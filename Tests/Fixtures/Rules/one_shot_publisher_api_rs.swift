import ReactiveSwift

struct Draft { var text: String }
enum SaveError: Error { case readOnly }

final class DraftStore {
    private var draft = Draft(text: "")
    private let progressValue = MutableProperty(0.0)
    func didSend(fraction: Double) { progressValue.value = fraction }

    func loadDraft() -> SignalProducer<Draft, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer(value: draft)
    }

    func save(_ draft: Draft) -> SignalProducer<Void, SaveError> { // expect: finding rule=one_shot_publisher_api
        SignalProducer(error: .readOnly)
    }

    func progress() -> SignalProducer<Double, Never> {
        progressValue.producer
    }

    func upload(_ draft: Draft) -> SignalProducer<Double, Error> {
        SignalProducer { observer, _ in
            observer.send(value: 0.5)
            observer.send(value: 1.0)
            observer.sendCompleted()
        }
    }
}

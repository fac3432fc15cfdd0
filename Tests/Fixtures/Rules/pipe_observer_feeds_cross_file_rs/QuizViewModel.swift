import ReactiveSwift

/// `let (viewLoadedSignal, viewLoaded) = Signal.pipe()`: the signal is fed by what its
/// observer is sent, under the observer's name, from the view controller (QuizViewController.swift).
/// Sent only from `viewDidLoad`, it carries one value per view model; `answered` is sent on
/// every tap.
protocol QuizInputs {
    var viewLoaded: Signal<Void, Never>.Observer { get }
    var answered: Signal<Int, Never>.Observer { get }
}

final class QuizViewModel: QuizInputs {
    let (viewLoadedSignal, viewLoaded) = Signal<Void, Never>.pipe()
    let (answeredSignal, answered) = Signal<Int, Never>.pipe()
    let score = MutableProperty(0)
    private(set) var started = false

    var inputs: QuizInputs { self }

    init() {
        viewLoadedSignal.observeValues { [weak self] in self?.started = true } // expect: pipeline verdict=rewrite rule=single_shot_sink
        answeredSignal.observeValues { [weak self] points in self?.score.value += points } // expect: pipeline verdict=keep rule=continuous_stream
    }
}

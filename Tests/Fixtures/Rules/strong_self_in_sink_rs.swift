import ReactiveSwift

final class StatusModel {
    let status = MutableProperty("idle")
    func update(_ text: String) { status.value = text }
}

final class StatusPresenter {
    private let model = StatusModel()
    private let (events, eventObserver) = Signal<Int, Never>.pipe()
    private let (warnings, warningObserver) = Signal<String, Never>.pipe()
    private var statusDisposable: Disposable?
    private var pollDisposable: Disposable?
    private var eventDisposable: Disposable?
    private var warningDisposable: Disposable?
    private var text = ""
    private var count = 0

    func start() {
        self.statusDisposable = model.status.producer
            .startWithValues { self.text = $0 } // expect: pipeline verdict=keep rule=replayed_state hazards=strong_self_in_sink
        self.pollDisposable = SignalProducer.timer(interval: .seconds(10), on: QueueScheduler.main)
            .startWithValues { _ in self.refresh() } // expect: pipeline verdict=keep rule=timing_stream hazards=strong_self_in_sink
        self.eventDisposable = events
            .observeValues { self.count += $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
        self.warningDisposable = warnings
            .observeValues { [weak self] warning in self?.text = warning } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        SignalProducer(value: "ready")
            .startWithValues { self.text = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }

    private func refresh() {}
}

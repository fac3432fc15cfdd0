import AppKit
import Combine

final class AlertScheduler {
    @Published var mutedUntil: Date?
    private let settings = CurrentValueSubject<Int, Never>(0)
    private let textView = NSTextView()
    private var cancellables = Set<AnyCancellable>()
    private let formatter = Formatter()

    init() {
        // The method itself is the handler: it holds `self`, which holds the subscription.
        $mutedUntil
            .dropFirst()
            .sink(receiveValue: reschedule) // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .store(in: &cancellables)
        settings
            .sink(receiveValue: self.apply) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink
            .store(in: &cancellables)
        // A closure that captures `self` weakly, calling the same method: no cycle.
        settings
            .sink { [weak self] value in self?.apply(value) } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
        // `textView` is a property here (beside the delegate method of that name), and
        // `assign(to:on:)` holds the view, not `self`.
        settings
            .map { $0 > 0 }
            .assign(to: \.isEditable, on: self.textView) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
        // A static function holds nothing.
        settings
            .sink(receiveValue: AlertScheduler.log) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
    }

    func update(level: Int) { settings.send(level) }

    private func reschedule(_ date: Date?) {}
    private func apply(_ value: Int) {}
    static func log(_ value: Int) {}
}

extension AlertScheduler {
    func textView(_ textView: NSTextView, shouldChangeTextIn range: NSRange, replacementString: String?) -> Bool { true }
}

import Combine
import Foundation
import UIKit

final class LookupService {
    func details(for id: String) -> Future<String, Never> { // expect: finding rule=one_shot_publisher_api
        Future { promise in
            DispatchQueue.global().async { promise(.success("details of \(id)")) }
        }
    }
}

/// The last hop before the terminal decides where values arrive, and work the sink hands to
/// the main queue itself is not touched from the delivering thread.
final class LookupViewController: UIViewController {
    private let service = LookupService()
    private let query = PassthroughSubject<String, Never>()
    private let detailLabel = UILabel()
    private let languageLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()
    private static let typingPauseInMilliseconds = 300

    func bind(text: CurrentValueSubject<String, Never>) {
        // A hop to main, then a Future that completes on a global queue: off main again.
        query
            .receive(on: DispatchQueue.main)
            .flatMap { [service] id in service.details(for: id) }
            .sink { [weak self] details in self?.detailLabel.text = details } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=missing_receive_context
            .store(in: &cancellables)
        // A hop to main, then a debounce on a background queue: delivered there.
        query
            .receive(on: DispatchQueue.main)
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.global())
            .sink { [weak self] id in self?.detailLabel.text = id } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=missing_receive_context
            .store(in: &cancellables)
        // A throttle on the main queue, however long its interval is to write: delivered on main.
        query
            .throttle(for: .milliseconds(UIAccessibility.isReduceMotionEnabled ? 0 : LookupViewController.typingPauseInMilliseconds),
                      scheduler: DispatchQueue.main, latest: true)
            .sink { [weak self] id in self?.detailLabel.text = id } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
        // The last hop is to main: fine.
        query
            .flatMap { [service] id in service.details(for: id) }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] details in self?.detailLabel.text = details } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
        // Background work on purpose; the label is set on main by the sink itself.
        text
            .receive(on: DispatchQueue.global(qos: .utility))
            .sink { [weak self] text in // expect: pipeline verdict=keep rule=replayed_state hazards=
                let language = text.isEmpty ? "" : "en"
                DispatchQueue.main.async { self?.languageLabel.text = language }
            }
            .store(in: &cancellables)
    }
}

import ReactiveCocoa
import ReactiveSwift
import UIKit

final class ReportsViewController: UIViewController {
    private let usernameField = UITextField()
    private let passwordField = UITextField()
    private let loginButton = UIButton(type: .system)
    private let notesField = UITextField()
    private let (uploads, uploadObserver) = Signal<Int, Never>.pipe()
    private let (downloads, downloadObserver) = Signal<Int, Never>.pipe()
    private var transferred = 0
    private var report = ""
    private var notes = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        loginButton.reactive.isEnabled <~ Signal.combineLatest( // expect: pipeline verdict=keep rule=composed_stream hazards=
            usernameField.reactive.continuousTextValues,
            passwordField.reactive.continuousTextValues
        ).map { !$0.isEmpty && $1.count >= 8 }
        Signal.merge(uploads, downloads)
            .observeValues { [weak self] bytes in self?.transferred += bytes } // expect: pipeline verdict=keep rule=composed_stream hazards=
        notesField.reactive.continuousTextValues
            .observeValues { [weak self] text in self?.notes = text } // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }

    func loadReport(fetch: @escaping () -> String?) {
        SignalProducer<String, ReportError> { observer, _ in
            if let report = fetch() { observer.send(value: report); observer.sendCompleted() } else { observer.send(error: .unavailable) }
        }
        .retry(upTo: 3)
        .startWithResult { [weak self] result in self?.report = (try? result.get()) ?? "" } // expect: pipeline verdict=keep rule=composed_stream hazards=
    }

    func totals(of amounts: [Int]) {
        SignalProducer(amounts)
            .scan(0, +)
            .startWithValues { [weak self] total in self?.title = "\(total)" } // expect: pipeline verdict=keep rule=composed_stream hazards=
    }
}

enum ReportError: Error { case unavailable }

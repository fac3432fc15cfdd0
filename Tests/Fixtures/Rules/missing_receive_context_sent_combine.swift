import Combine
import Foundation
import UIKit

// A subject delivers on the thread it is sent on: sent from a global queue or a nonisolated
// async function, it reaches a main-actor sink off main (an error, shown by the sender); sent
// only on main, or through a hop, it does not. `ImmediateScheduler` runs where it already is.

final class DownloadMonitor {
    let progress = PassthroughSubject<Double, Never>()
    let status = CurrentValueSubject<String, Never>("idle")
    let finished = PassthroughSubject<Void, Never>()
    @Published var eta = 0

    func start() {
        DispatchQueue.global().async {
            self.progress.send(0.5)
        }
        DispatchQueue.main.async {
            self.status.send("running")
        }
    }

    func complete() async {
        finished.send(())
    }
}

@MainActor
final class DownloadViewController: UIViewController {
    private let monitor = DownloadMonitor()
    private let progressView = UIProgressView()
    private let statusLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        monitor.progress
            .sink { [weak self] value in self?.progressView.progress = Float(value) } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=missing_receive_context
            .store(in: &cancellables)
        monitor.status
            .sink { [weak self] text in self?.statusLabel.text = text } // expect: pipeline verdict=keep rule=replayed_state hazards=
            .store(in: &cancellables)
        monitor.finished
            .sink { [weak self] in self?.statusLabel.text = "done" } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
        monitor.progress
            .receive(on: DispatchQueue.main)
            .sink { [weak self] value in self?.progressView.progress = Float(value) } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
        monitor.$eta
            .receive(on: ImmediateScheduler.shared)
            .sink { [weak self] seconds in self?.statusLabel.text = "\(seconds) s left" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}

import Combine
import UIKit

// A sink off main that only calls a method of its controller which hops to main in its own
// statements leaves the UI work to that hop (a warning, not an error); one that also touches
// the controller's state itself is an error.
final class ParticipantsController: UITableViewController {
    let participants = PassthroughSubject<[String], Never>()
    private let queue = DispatchQueue(label: "participants")
    private var rows: [String] = []
    private var cancellables = Set<AnyCancellable>()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        participants.throttle(for: 0.2, scheduler: queue, latest: true)
            .sink { [weak self] names in self?.update(names) } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=missing_receive_context
            .store(in: &cancellables)
        participants.throttle(for: 0.2, scheduler: queue, latest: true)
            .sink { [weak self] names in self?.rows = names; self?.update(names) } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=missing_receive_context
            .store(in: &cancellables)
    }

    private func update(_ names: [String]) {
        let sorted = names.sorted()
        DispatchQueue.main.sync {
            self.rows = sorted
            self.tableView.reloadData()
        }
    }
}

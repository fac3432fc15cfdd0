import Combine
import UIKit

final class InboxViewController: UITableViewController {
    private var observers = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default
            .publisher(for: UIApplication.willEnterForegroundNotification)
            .sink { [weak self] _ in self?.tableView.reloadData() } // expect: pipeline source=notification terminal=sink framework=combine ops= context=mainActor type=InboxViewController function=viewDidLoad
            .store(in: &observers)
    }
}

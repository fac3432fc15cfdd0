import ReactiveCocoa
import ReactiveSwift
import UIKit

final class DoctorListViewController: UIViewController {
    private let viewModel = DoctorListViewModel()
    private let tableView = UITableView()
    private let clockLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.rows.signal
            .observe(on: UIScheduler())
            .observeValues { [weak self] _ in self?.tableView.reloadData() } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        viewModel.selection.signal
            .skipNil()
            .observeValues { [weak self] _ in self?.tableView.reloadData() } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        viewModel.title.producer
            .startWithValues { [weak self] in self?.navigationItem.title = $0 } // expect: pipeline verdict=keep rule=replayed_state hazards=
        viewModel.refreshed.signal
            .skipNil()
            .observeValues { [weak self] in self?.clockLabel.text = "\($0)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        viewModel.notes.signal
            .skipNil()
            .observeValues { [weak self] in self?.clockLabel.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        viewModel.loadRows()
        viewModel.loadNotes()
        viewModel.startClock()
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.select(indexPath.row)
    }
}

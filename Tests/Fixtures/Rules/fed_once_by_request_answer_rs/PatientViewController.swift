import ReactiveSwift
import UIKit

final class PatientViewController: UIViewController {
    private let viewModel = PatientViewModel()
    private let nameLabel = UILabel()
    private let rateLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.profile.signal.skipNil().observeValues { [weak self] in self?.nameLabel.text = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        viewModel.vitals.signal.skipNil().observeValues { [weak self] in self?.rateLabel.text = "\($0)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        viewModel.history.signal.skipNil().observeValues { [weak self] in self?.nameLabel.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        viewModel.doses.signal.skipNil().observeValues { [weak self] in self?.rateLabel.text = "\($0)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        viewModel.loadProfile()
        viewModel.watchVitals()
        viewModel.loadDoses()
    }

    @objc func pullToRefresh() {
        viewModel.reloadHistory()
    }
}

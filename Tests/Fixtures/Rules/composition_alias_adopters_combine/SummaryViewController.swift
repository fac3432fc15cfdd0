import Combine
import UIKit

final class SummaryViewController: UIViewController {
    private let viewModel: SummaryViewModelType
    private var cancellables = Set<AnyCancellable>()
    private let durationLabel = UILabel()

    init(viewModel: SummaryViewModelType) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.durationPublisher
            .sink { [weak self] in self?.durationLabel.text = "\($0) min" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        viewModel.closeRequests
            .sink { [weak self] in self?.dismiss(animated: true) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}

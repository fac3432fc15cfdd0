import Combine
import UIKit

final class ProfileViewController: UIViewController {
    private let viewModel = ProfileViewModel()
    private let nameEdits = PassthroughSubject<String, Never>()
    private var cancellables = Set<AnyCancellable>()
    private let greetingLabel = UILabel()
    private let previewLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let input = ProfileViewModel.Input(
            viewDidLoad: self.viewDidLoadPublisher, nameEdits: nameEdits.eraseToAnyPublisher())
        let output = viewModel.transform(from: input)
        output.greeting
            .sink { [weak self] in self?.greetingLabel.text = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        output.preview
            .sink { [weak self] in self?.previewLabel.text = $0 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }

    func edited(_ name: String) {
        nameEdits.send(name)
    }
}

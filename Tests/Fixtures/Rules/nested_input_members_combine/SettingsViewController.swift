import Combine
import UIKit

final class SettingsViewController: UIViewController {
    private let viewModel = SettingsViewModel()
    private let appearances = PassthroughSubject<Void, Never>()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.bind(SettingsViewModel.Input(viewDidLoad: appearances.eraseToAnyPublisher()))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.send(())
    }
}

import Combine
import UIKit

final class SettingsViewController: UIViewController {
    private let model: SettingsModel
    private let countLabel = UILabel()
    private let nameLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    init(model: SettingsModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        model.screenTitle
            .sink { [weak self] title in self?.title = title } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        model.contacts
            .receive(on: DispatchQueue.main)
            .sink { [weak self] contacts in self?.countLabel.text = "\(contacts.count)" } // expect: pipeline verdict=keep rule=replayed_state hazards=
            .store(in: &cancellables)
        model.accountName
            .receive(on: DispatchQueue.main)
            .sink { [weak self] name in self?.nameLabel.text = name } // expect: pipeline verdict=keep rule=replayed_state hazards=
            .store(in: &cancellables)
    }
}

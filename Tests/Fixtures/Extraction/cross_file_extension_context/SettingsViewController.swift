import Combine
import UIKit

final class SettingsViewModel: ObservableObject {
    @Published var notificationsEnabled = false
    @Published var accountName = ""
}

final class SettingsViewController: UIViewController {
    let viewModel = SettingsViewModel()
    let nameLabel = UILabel()
    let notificationsSwitch = UISwitch()
    var bindings = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        bindViewModel()
    }
}

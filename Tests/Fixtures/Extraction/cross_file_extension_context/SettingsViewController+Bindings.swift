import Combine
import UIKit

extension SettingsViewController {
    func bindViewModel() {
        viewModel.$accountName
            .map { Optional($0) }
            .assign(to: \.text, on: nameLabel) // expect: pipeline source=published terminal=assign framework=combine ops=map context=mainActor type=SettingsViewController function=bindViewModel
            .store(in: &bindings)

        viewModel.$notificationsEnabled
            .sink { [weak self] enabled in self?.notificationsSwitch.isOn = enabled } // expect: pipeline source=published terminal=sink framework=combine ops= context=mainActor type=SettingsViewController function=bindViewModel
            .store(in: &bindings)
    }
}

import Combine
import UIKit

final class SignInScreen: UIViewController {
    let signInButton = UIButton()
    let helpButton = UIButton()
    var cancellables = Set<AnyCancellable>()

    func bind() {
        EventPublisher(control: signInButton, event: .touchUpInside)
            .sink { [weak self] _ in self?.signIn() } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        helpButton.taps
            .weakly(self)
            .sink { screen in screen.showHelp() } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        view.statusPublisher
            .weakly(self)
            .sink { screen in screen.showHelp() } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }

    func signIn() {}
    func showHelp() {}
}

import ReactiveCocoa
import ReactiveSwift
import UIKit

// A form's validation combines the text of fields the controller keeps: the combined signal
// lives as long as the fields, so an observer that captures `self` strongly and is never
// disposed keeps the controller alive; capturing `self` weakly breaks the cycle.
final class SignUpViewController: UIViewController {
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let signUpButton = UIButton()

    func bindForm() {
        let emailValid = emailField.reactive.continuousTextValues.map { self.isValid($0) }
        Signal.combineLatest(emailValid, passwordField.reactive.continuousTextValues).observeValues { valid, _ in // expect: pipeline verdict=keep rule=composed_stream hazards=strong_self_in_sink
            self.signUpButton.isEnabled = valid
        }
        Signal.combineLatest(emailField.reactive.continuousTextValues, passwordField.reactive.continuousTextValues)
            .observeValues { [weak self] email, _ in self?.signUpButton.isEnabled = email != nil } // expect: pipeline verdict=keep rule=composed_stream hazards=
    }

    private func isValid(_ text: String?) -> Bool { text?.contains("@") == true }
}

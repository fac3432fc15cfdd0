// Migration question: a notification sink in a @MainActor controller — and a missing main-thread hop.
import Combine
import UIKit

/// Hosts Shoply's shipping-address form and slides the content up so the
/// focused field is not hidden behind the keyboard.
@MainActor
final class KeyboardAvoidingController: UIViewController {
    private var cancellables = Set<AnyCancellable>()
    private var restingOriginY: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        restingOriginY = view.frame.origin.y
        observeKeyboard()
    }

    private func observeKeyboard() {
        // No receive(on:) here: the closure mutates view geometry and relies on
        // whoever posts the notification doing so on the main thread.
        NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
            .sink { [weak self] note in
                guard let frame = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
                      let overlap = self?.overlap(with: frame)
                else { return }
                self?.view.frame.origin.y = (self?.restingOriginY ?? 0) - overlap
            }
            .store(in: &cancellables)

        NotificationCenter.default.publisher(for: UIResponder.keyboardWillHideNotification)
            .sink { [weak self] note in
                let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
                UIView.animate(withDuration: duration) {
                    guard let self else { return }
                    self.view.frame.origin.y = self.restingOriginY
                }
            }
            .store(in: &cancellables)
    }

    /// How far the keyboard covers the currently focused field.
    private func overlap(with keyboardFrame: CGRect) -> CGFloat {
        guard let field = view.currentFirstResponder else { return 0 }
        let fieldFrame = field.convert(field.bounds, to: nil)
        return max(0, fieldFrame.maxY + 16 - keyboardFrame.minY)
    }
}

private extension UIView {
    var currentFirstResponder: UIView? {
        if isFirstResponder { return self }
        for subview in subviews {
            if let responder = subview.currentFirstResponder { return responder }
        }
        return nil
    }
}

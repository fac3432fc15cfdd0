import Combine
import CombineEvent
import UIKit

/// A call asked for a control's events (`UIControl.Event` cases as its argument) hands back
/// every one of them, whichever library adds it: a stream of taps or edits, not one answer.
final class PasswordViewController: UIViewController {
    private let confirmButton = UIButton()
    private let strengthSlider = UISlider()
    private let api = PasswordAPI()
    private var cancellables = Set<AnyCancellable>()
    private var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        confirmButton.cv.publisher(on: .touchUpInside)
            .sink { [weak self] _ in self?.taps += 1 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        strengthSlider.controlPublisher(for: [.valueChanged, .editingDidEnd])
            .sink { [weak self] _ in self?.taps += 1 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        // An argument that is no control event says nothing of the kind.
        api.publisher(for: .passwordPolicy)
            .sink { [weak self] _ in self?.taps += 1 } // expect: pipeline verdict=review rule=opaque_pipeline
            .store(in: &cancellables)
    }
}

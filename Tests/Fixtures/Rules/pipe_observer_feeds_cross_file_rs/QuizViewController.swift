import UIKit

final class QuizViewController: UIViewController {
    let viewModel = QuizViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.inputs.viewLoaded.send(value: ())
    }

    @objc func tapped(_ sender: UIButton) {
        viewModel.inputs.answered.send(value: sender.tag)
    }
}

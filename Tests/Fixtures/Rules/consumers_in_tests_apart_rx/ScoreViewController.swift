import RxCocoa
import RxSwift
import UIKit

// The app reads the relay once: a test that reads its own view model's relay is not a second
// consumer of this one.
final class ScoreViewController: UIViewController {
    private let label = UILabel()
    private let bag = DisposeBag()
    let viewModel = ScoreViewModel()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.goals.map { "\($0)" }.bind(to: label.rx.text).disposed(by: bag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

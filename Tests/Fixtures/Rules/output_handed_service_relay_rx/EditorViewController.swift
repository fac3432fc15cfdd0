import RxSwift
import UIKit

final class EditorViewController: UIViewController {
    private let bag = DisposeBag()
    private let viewModel = EditorViewModel()
    private let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform(input: .init(edits: .never()))
        output.draft
            .map { $0.uppercased() }
            .subscribe(onNext: { [weak self] in self?.label.text = $0 }) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: bag)
    }
}

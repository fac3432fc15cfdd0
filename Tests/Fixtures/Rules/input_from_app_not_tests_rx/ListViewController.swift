import RxCocoa
import RxSwift
import UIKit

final class ListViewController: UIViewController {
    private let bag = DisposeBag()
    private let viewModel = ListViewModel()
    private let label = UILabel()

    func bind() {
        // Handed over through a local, in a statement with no reactive word of its own.
        let appearing = self.rx.viewWillAppear.map { _ in () }.asDriver(onErrorJustReturn: ())
        let input = ListInput(appear: appearing)
        let output = viewModel.transform(input: input)
        output.items.map { "\($0.count)" }.drive(label.rx.text).disposed(by: bag) // expect: pipeline verdict=keep rule=composed_stream hazards=
    }
}

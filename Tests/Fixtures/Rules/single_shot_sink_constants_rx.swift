import RxCocoa
import RxSwift
import UIKit

// Sources that are not a value to await: `never()` emits nothing and never ends; a constant
// bound into a view is known at once and is set, not awaited.

final class MenuViewController: UIViewController {
    private let tableView = UITableView()
    private let titleLabel = UILabel()
    private let disposeBag = DisposeBag()
    private(set) var selections = 0
    private let sections = ["Home", "Settings", "About"]

    override func viewDidLoad() {
        super.viewDidLoad()
        Observable<Int>.never()
            .subscribe(onNext: { [weak self] _ in self?.selections += 1 }) // expect: pipeline verdict=keep rule=continuous_stream cadence=stream hazards=
            .disposed(by: disposeBag)
        Observable.just(["Home", "Settings", "About"])
            .bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, name, cell in // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
                cell.textLabel?.text = name
            }
            .disposed(by: disposeBag)
        Observable.just("Menu")
            .bind(to: titleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
            .disposed(by: disposeBag)
        // A sequence of one element is that element.
        Observable.of(sections)
            .bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, name, cell in // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
                cell.textLabel?.text = name
            }
            .disposed(by: disposeBag)
        Observable.from(["Menu"])
            .bind(to: titleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
            .disposed(by: disposeBag)
        // An optional is its value if it has one: at most one element.
        Observable.from(optional: sections.first)
            .bind(to: titleLabel.rx.text) // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
            .disposed(by: disposeBag)
        // Several elements are several values.
        Observable.of("Home", "Settings")
            .subscribe(onNext: { [weak self] _ in self?.selections += 1 }) // expect: pipeline verdict=keep rule=continuous_stream cadence=stream hazards=
            .disposed(by: disposeBag)
    }
}

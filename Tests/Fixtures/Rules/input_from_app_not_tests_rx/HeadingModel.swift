import RxCocoa
import RxSwift
import UIKit

// The app hands the heading over through `.init(heading:)`, typed by its context; the test hands
// in a constant of its own, which says nothing of what the app's pipeline reads: the declared
// `Driver` decides (for the test as well, which reads the app's type).
final class HeadingModel {
    struct Dependency {
        let heading: Driver<String>
    }

    let dependency: Dependency

    var heading: Driver<String> { dependency.heading }

    init(dependency: Dependency) {
        self.dependency = dependency
    }
}

final class HeadingViewController: UIViewController {
    private let bag = DisposeBag()
    private let label = UILabel()
    private let titles = BehaviorRelay<String>(value: "")

    func bind() {
        let headings = titles.asDriver()
        let model = HeadingModel(dependency: .init(heading: headings))
        model.heading.drive(label.rx.text).disposed(by: bag) // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }

    func rename(_ title: String) {
        titles.accept(title)
    }
}

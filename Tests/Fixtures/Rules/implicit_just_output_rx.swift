import RxCocoa
import RxSwift
import UIKit

/// `Output(emptyText: .just("…"))`: a factory spelled as an implicit member, typed by the output
/// it is handed to, is that one value; the relay beside it still streams.
final class SidebarViewModel {
    struct Output {
        let emptyText: Driver<String>
        let items: Driver<[String]>
    }

    private let relay = BehaviorRelay<[String]>(value: [])

    func transform() -> Output {
        Output(emptyText: .just("Nothing here"), items: relay.asDriver())
    }

    func add(_ item: String) { relay.accept(relay.value + [item]) }
}

final class SidebarViewController: UIViewController {
    let viewModel = SidebarViewModel()
    let emptyLabel = UILabel()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        let output = viewModel.transform()
        output.emptyText.drive(emptyLabel.rx.text).disposed(by: disposeBag) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        output.items.drive(onNext: { [weak self] in self?.title = "\($0.count)" }).disposed(by: disposeBag) // expect: pipeline verdict=keep rule=replayed_state hazards=
    }
}

import RxCocoa
import RxSwift
import UIKit

final class TodoListModel {
    let items = PublishRelay<[String]>()
    let completed = PublishRelay<String>()
    let renamed = PublishSubject<String>()
    let archived = PublishRelay<String>()
    let pinned = PublishRelay<String>()
    private(set) var rendered: [String] = []
    private(set) var done: [String] = []
    private(set) var title = ""
    private(set) var archive: [String] = []
    private(set) var pins: [String] = []
    private let disposeBag = DisposeBag()

    init() {
        items
            .subscribe(onNext: { self.render($0) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .disposed(by: disposeBag)
        completed
            .bind { self.done.append($0) } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .disposed(by: disposeBag)
        renamed
            .subscribe(onNext: { [unowned self] name in self.title = name }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        archived
            .subscribe(with: self, onNext: { owner, item in owner.archive.append(item) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        pinned
            .bind(with: self) { owner, item in owner.pins.append(item) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        _ = Observable.just("Groceries")
            .subscribe(onNext: { self.title = $0 }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
    }

    private func render(_ items: [String]) { rendered = items }
}

final class TodoViewController: UIViewController {
    private let addButton = UIButton(type: .system)
    private var added = 0
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton.rx.tap
            .subscribe(onNext: { self.added += 1 }) // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .disposed(by: disposeBag)
        // `subscribe(with:)` holds `self` weakly and hands it to the closure as a parameter
        // that shadows `self`: no capture.
        addButton.rx.tap
            .subscribe(with: self, onNext: { `self`, _ in self.added -= 1 }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

import RxCocoa
import RxSwift
import UIKit

final class InboxViewModel {
    let unreadCount = BehaviorRelay<Int>(value: 0)
    let selectedFolder = BehaviorSubject<String>(value: "Inbox")
    let recentSearches = ReplaySubject<String>.create(bufferSize: 5)
    let title = BehaviorRelay<String>(value: "Inbox")
    let refreshes = PublishRelay<Void>()

    func didReceive(unread: Int, folder: String, title: String) {
        unreadCount.accept(unread)
        selectedFolder.onNext(folder)
        self.title.accept(title)
    }
}

final class InboxViewController: UIViewController {
    private let viewModel = InboxViewModel()
    private let titleLabel = UILabel()
    private let refreshControl = UIRefreshControl()
    private var history: [String] = []
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.unreadCount
            .map { $0 == 0 ? nil : "\($0)" }
            .subscribe(onNext: { [weak self] badge in self?.tabBarItem.badgeValue = badge }) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
        viewModel.selectedFolder
            .distinctUntilChanged()
            .subscribe(onNext: { [weak self] folder in self?.navigationItem.prompt = folder }) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
        viewModel.recentSearches
            .subscribe(onNext: { [weak self] term in self?.history.append(term) }) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
        viewModel.title
            .asDriver()
            .drive(titleLabel.rx.text) // expect: pipeline verdict=keep rule=replayed_state hazards=
            .disposed(by: disposeBag)
        refreshControl.rx.controlEvent(.valueChanged)
            .bind(to: viewModel.refreshes) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

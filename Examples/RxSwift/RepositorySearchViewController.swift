// Migration question: a throttled, latest-wins search driven by UI events — keep it reactive.
import RxCocoa
import RxSwift
import UIKit

/// Lets support staff look up Shoply's open-source repositories from the internal tools app.
struct Repository: Decodable {
    let fullName: String
    let description: String?
    let stargazersCount: Int
}

protocol RepositorySearching {
    func search(query: String) -> Single<[Repository]>
}

final class RepositorySearchViewController: UIViewController {
    private let searchBar = UISearchBar()
    private let tableView = UITableView()
    private let service: RepositorySearching
    private let disposeBag = DisposeBag()

    init(service: RepositorySearching) {
        self.service = service
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.titleView = searchBar
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RepositoryCell")
        view.addSubview(tableView)
        bindSearch()
    }

    private func bindSearch() {
        searchBar.rx.text.orEmpty
            .throttle(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .flatMapLatest { [service] query -> Observable<[Repository]> in
                guard query.count >= 2 else { return .just([]) }
                // One failed request must not terminate the search-bar stream.
                return service.search(query: query)
                    .asObservable()
                    .catchAndReturn([])
            }
            .observe(on: MainScheduler.instance)
            .bind(to: tableView.rx.items(cellIdentifier: "RepositoryCell", cellType: UITableViewCell.self)) { _, repository, cell in
                cell.textLabel?.text = repository.fullName
                cell.detailTextLabel?.text = repository.description
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(Repository.self)
            .subscribe(onNext: { [weak self] repository in
                self?.showDetails(for: repository)
            })
            .disposed(by: disposeBag)
    }

    private func showDetails(for repository: Repository) {
        let alert = UIAlertController(
            title: repository.fullName,
            message: "\(repository.stargazersCount) stars",
            preferredStyle: .alert
        )
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

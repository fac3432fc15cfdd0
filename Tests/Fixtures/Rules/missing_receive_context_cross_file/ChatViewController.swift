import Combine
import RxSwift
import UIKit

final class ChatViewController: BaseViewController {
    private let messagesView = UITableView()
    private let bannerLabel = UILabel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default
            .publisher(for: .chatSessionDidReconnect)
            .sink { [weak self] _ in self?.messagesView.reloadData() } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=missing_receive_context
            .store(in: &cancellables)
    }

    func loadBanner(_ request: URLRequest) {
        URLSession.shared.rx.data(request: request)
            .subscribe(onNext: { [weak self] data in self?.bannerLabel.text = String(decoding: data, as: UTF8.self) }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=missing_receive_context
            .disposed(by: disposeBag)
    }
}

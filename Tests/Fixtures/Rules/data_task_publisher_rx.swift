import RxCocoa
import RxSwift
import UIKit

final class FeedPrefetcher {
    private(set) var cache: [URL: Data] = [:]
    private let disposeBag = DisposeBag()

    func prefetch(_ url: URL) {
        URLSession.shared.rx.data(request: URLRequest(url: url))
            .subscribe(onNext: { [weak self] data in self?.cache[url] = data }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .disposed(by: disposeBag)
    }

    func prefetchOnce(_ url: URL) {
        URLSession.shared.rx.data(request: URLRequest(url: url))
            .asSingle()
            .subscribe(onSuccess: { [weak self] data in self?.cache[url] = data }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .disposed(by: disposeBag)
    }

    func prefetchWithRetry(_ url: URL) {
        URLSession.shared.rx.data(request: URLRequest(url: url))
            .retry(3)
            .subscribe(onNext: { [weak self] data in self?.cache[url] = data }) // expect: pipeline verdict=keep rule=composed_stream hazards=
            .disposed(by: disposeBag)
    }
}

final class ArticleViewController: UIViewController {
    private let bodyLabel = UILabel()
    private let statusLabel = UILabel()
    private let disposeBag = DisposeBag()

    func load(_ request: URLRequest) {
        URLSession.shared.rx.response(request: request)
            .subscribe(onNext: { [weak self] response, _ in self?.statusLabel.text = "\(response.statusCode)" }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=missing_receive_context
            .disposed(by: disposeBag)
        URLSession.shared.rx.data(request: request)
            .map { String(decoding: $0, as: UTF8.self) }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] text in self?.bodyLabel.text = text }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .disposed(by: disposeBag)
    }
}

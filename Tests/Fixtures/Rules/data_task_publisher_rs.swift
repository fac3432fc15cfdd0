import ReactiveCocoa
import ReactiveSwift
import UIKit

final class ConfigDownloader {
    private(set) var config = Data()

    func download(_ request: URLRequest) {
        URLSession.shared.reactive.data(with: request)
            .startWithResult { [weak self] result in // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
                if case let .success((data, _)) = result { self?.config = data }
            }
    }

    func downloadPatiently(_ request: URLRequest) {
        URLSession.shared.reactive.data(with: request)
            .retry(upTo: 2)
            .startWithResult { [weak self] result in // expect: pipeline verdict=keep rule=composed_stream hazards=
                if case let .success((data, _)) = result { self?.config = data }
            }
    }

    func downloadQuickly(_ request: URLRequest) {
        URLSession.shared.reactive.data(with: request)
            .timeout(after: 5, raising: .timedOut, on: QueueScheduler())
            .startWithResult { [weak self] result in // expect: pipeline verdict=keep rule=timing_stream hazards=
                if case let .success((data, _)) = result { self?.config = data }
            }
    }
}

final class BannerViewController: UIViewController {
    private let bannerView = UIImageView()
    private let captionLabel = UILabel()

    func showBanner(_ request: URLRequest) {
        URLSession.shared.reactive.data(with: request)
            .startWithValues { [weak self] data, _ in self?.bannerView.image = UIImage(data: data) } // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=missing_receive_context
        URLSession.shared.reactive.data(with: request)
            .map { data, _ in String(decoding: data, as: UTF8.self) }
            .observe(on: UIScheduler())
            .startWithValues { [weak self] text in self?.captionLabel.text = text } // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
    }
}

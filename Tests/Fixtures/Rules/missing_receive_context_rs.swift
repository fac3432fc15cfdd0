import ReactiveCocoa
import ReactiveSwift
import UIKit

final class DashboardModel {
    let unread = MutableProperty(0)
    func markAllRead() { unread.value = 0 }
}

final class DashboardViewController: UIViewController {
    private let model = DashboardModel()
    private let chartView = UIImageView()
    private let clockLabel = UILabel()
    private let unreadLabel = UILabel()
    private let syncLabel = UILabel()
    private var lastPoll = Date.distantPast

    func refresh(_ request: URLRequest) {
        URLSession.shared.reactive.data(with: request)
            .startWithValues { [weak self] data, _ in self?.chartView.image = UIImage(data: data) } // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=missing_receive_context
        SignalProducer.timer(interval: .seconds(5), on: QueueScheduler(qos: .utility))
            .take(during: reactive.lifetime)
            .startWithValues { [weak self] date in self?.lastPoll = date } // expect: pipeline verdict=keep rule=timing_stream hazards=missing_receive_context
        SignalProducer.timer(interval: .seconds(1), on: QueueScheduler(qos: .utility))
            .observe(on: UIScheduler())
            .take(during: reactive.lifetime)
            .startWithValues { [weak self] date in self?.clockLabel.text = "\(date)" } // expect: pipeline verdict=keep rule=timing_stream hazards=
        model.unread.producer
            .startWithValues { [weak self] count in self?.unreadLabel.text = "\(count)" } // expect: pipeline verdict=keep rule=replayed_state hazards=
        syncLabel.reactive.text <~ URLSession.shared.reactive.data(with: request) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .map { _ in "Synced" }
            .flatMapError { _ in SignalProducer(value: "Offline") }
    }
}

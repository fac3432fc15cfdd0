import RxCocoa
import RxSwift
import UIKit

struct Report { let title: String }

final class ReportViewModel {
    let status = BehaviorRelay<String>(value: "Idle")
    func finish() { status.accept("Done") }
}

final class ReportViewController: UIViewController {
    private let viewModel = ReportViewModel()
    private let imageView = UIImageView()
    private let counterLabel = UILabel()
    private let titleLabel = UILabel()
    private let statusLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    func load(_ request: URLRequest) {
        URLSession.shared.rx.data(request: request)
            .subscribe(onNext: { [weak self] data in self?.imageView.image = UIImage(data: data) }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=missing_receive_context
            .disposed(by: disposeBag)
        Observable<Int>.interval(.seconds(1), scheduler: SerialDispatchQueueScheduler(qos: .utility))
            .subscribe(onNext: { [weak self] tick in self?.counterLabel.text = "\(tick)" }) // expect: pipeline verdict=keep rule=timing_stream hazards=missing_receive_context
            .disposed(by: disposeBag)
        Single<Report>.create { single in
            DispatchQueue.global().async { single(.success(Report(title: "Q3"))) }
            return Disposables.create()
        }
        .subscribe(onSuccess: { [weak self] report in self?.titleLabel.text = report.title }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=missing_receive_context
        .disposed(by: disposeBag)
        Single<Report>.create { single in
            DispatchQueue.global().async { single(.success(Report(title: "Q4"))) }
            return Disposables.create()
        }
        .observe(on: MainScheduler.instance)
        .subscribe(onSuccess: { [weak self] report in self?.titleLabel.text = report.title }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        .disposed(by: disposeBag)
        viewModel.status
            .subscribe(onNext: { [weak self] text in self?.statusLabel.text = text }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
            .disposed(by: disposeBag)
        viewModel.status
            .subscribe(on: ConcurrentDispatchQueueScheduler(qos: .background))
            .subscribe(onNext: { [weak self] text in self?.navigationItem.prompt = text }) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=missing_receive_context consumers=2
            .disposed(by: disposeBag)
        closeButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.dismiss(animated: true) }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
        URLSession.shared.rx.data(request: request)
            .map { _ in "Loaded" }
            .observeOn(MainScheduler.instance)
            .subscribe(onNext: { [weak self] text in self?.statusLabel.text = text }) // expect: pipeline verdict=rewrite rule=data_task_publisher hazards=
            .disposed(by: disposeBag)
    }
}

import RxRelay
import RxSwift
import UIKit

// Relays made with `.init()` in `init` are set up, not given a value: the one accepted once,
// at the end of `viewDidLoad`, sends one value; the one accepted on every tap streams.
final class SettingsViewController: UIViewController {
    private let viewDidLoadStream: PublishRelay<Void>
    private let logoutTaps: PublishRelay<Void>
    private let disposeBag = DisposeBag()
    private var loads = 0
    private var logouts = 0

    init() {
        self.viewDidLoadStream = .init()
        self.logoutTaps = .init()
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        bind()
        viewDidLoadStream.accept(())
    }

    @objc private func logoutTapped() {
        logoutTaps.accept(())
    }

    private func bind() {
        viewDidLoadStream
            .subscribe(onNext: { [weak self] in self?.loads += 1 }) // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .disposed(by: disposeBag)
        logoutTaps
            .subscribe(onNext: { [weak self] in self?.logouts += 1 }) // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .disposed(by: disposeBag)
    }
}

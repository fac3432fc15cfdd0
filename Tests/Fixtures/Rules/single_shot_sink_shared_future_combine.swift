import Combine
import UIKit

// One stored Future runs once and hands each subscriber its one result, as one stored Task
// would: two readers do not make it a stream. A subject read in two places does fan out.
final class ExposureManager {
    let activated: Future<Bool, Never>
    let statusChanges = PassthroughSubject<String, Never>()

    init(start: @escaping (@escaping (Bool) -> Void) -> Void) {
        activated = Future { promise in start { promise(.success($0)) } }
    }

    func report(_ status: String) {
        statusChanges.send(status)
    }
}

final class OnboardingViewController: UIViewController {
    private let manager: ExposureManager
    private var cancellables = Set<AnyCancellable>()
    private var ready = false
    private var status = ""

    init(manager: ExposureManager) {
        self.manager = manager
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func viewDidLoad() {
        super.viewDidLoad()
        manager.activated
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.ready = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        manager.statusChanges
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.status = $0 } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
    }
}

final class StatusBanner {
    private var cancellables = Set<AnyCancellable>()
    private(set) var text = ""

    func watch(_ manager: ExposureManager) {
        manager.activated
            .sink { [weak self] in self?.text = $0 ? "on" : "off" } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
            .store(in: &cancellables)
        manager.statusChanges
            .sink { [weak self] in self?.text = $0 } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
    }
}

import Combine
import UIKit

// An `@Published` property's publisher delivers on the thread that sets it. Set on a global
// queue or in a detached Task, its subscribers in a view controller run off main; set where
// the code shows no thread, they may or may not.
final class SyncEngine: ObservableObject {
    @Published private(set) var isSyncing = false
    @Published private(set) var progress = 0.0
    @Published private(set) var lastError: String?

    func start() {
        DispatchQueue.global(qos: .utility).async {
            self.isSyncing = true
        }
    }

    func fail(_ message: String) {
        Task.detached { [weak self] in
            self?.lastError = message
        }
    }

    func update(_ value: Double) {
        progress = value
    }

    @MainActor
    init(progress: Double) {
        self.progress = progress
    }
}

// Another type's own `progress`, set off main: not the engine's.
actor UploadQueue {
    var progress = 0.0

    func drain() {
        progress = 0
        DispatchQueue.global().async { self.progress = 1 }
    }
}

final class SyncViewController: UIViewController {
    let engine = SyncEngine()
    private let spinner = UIActivityIndicatorView()
    private let errorLabel = UILabel()
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        engine.$isSyncing
            .sink { [weak self] syncing in self?.spinner.isHidden = !syncing } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=missing_receive_context
            .store(in: &cancellables)
        engine.$lastError
            .sink { [weak self] message in self?.errorLabel.text = message } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
        engine.$progress
            .sink { [weak self] value in self?.title = "\(value)" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        engine.$isSyncing
            .receive(on: DispatchQueue.main)
            .sink { [weak self] syncing in self?.view.alpha = syncing ? 0.5 : 1 } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
            .store(in: &cancellables)
    }
}

import Combine
import UIKit

final class SyncCoordinator {
    private(set) var lastSync = Date.distantPast
    private var cancellables = Set<AnyCancellable>()

    init() {
        NotificationCenter.default
            .publisher(for: UIApplication.didBecomeActiveNotification)
            .sink { [weak self] _ in self?.lastSync = Date() } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default
            .publisher(for: UserDefaults.didChangeNotification)
            .debounce(for: .seconds(1), scheduler: RunLoop.main)
            .sink { _ in print("defaults changed") } // expect: pipeline verdict=keep rule=timing_stream hazards=
            .store(in: &cancellables)
    }
}

final class ComposeViewController: UIViewController {
    private let textView = UITextView()
    private let sendButton = UIButton(type: .system)
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default
            .publisher(for: UIResponder.keyboardWillShowNotification)
            .sink { [weak self] note in self?.adjustInsets(for: note) } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default
            .publisher(for: UIResponder.keyboardWillHideNotification)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.textView.contentInset = .zero } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
        NotificationCenter.default
            .publisher(for: UIApplication.willResignActiveNotification)
            .merge(with: NotificationCenter.default.publisher(for: UIApplication.didEnterBackgroundNotification))
            .sink { [weak self] _ in self?.saveDraft() } // expect: pipeline verdict=keep rule=composed_stream hazards=
            .store(in: &cancellables)
    }

    private func adjustInsets(for note: Notification) {}
    private func saveDraft() {}
}

import AppKit
import Combine

final class EditorSettingsViewController: NSViewController {
    private let invisiblesButton = NSButton()
    private let status = NSTextField()
    private let center = NotificationCenter.default
    private var cancellables = Set<AnyCancellable>()

    override func viewDidLoad() {
        super.viewDidLoad()
        // KVO delivers on the thread that wrote the setting, which the code does not show.
        UserDefaults.standard.publisher(for: .showsInvisibles, initial: true)
            .sink { [weak self] shows in self?.invisiblesButton.state = shows ? .on : .off } // expect: pipeline verdict=keep rule=continuous_stream hazards=missing_receive_context
            .store(in: &cancellables)
        // A notification center held in a property, and a notification named in the module.
        center.publisher(for: .documentDidSave)
            .sink { [weak self] _ in self?.status.stringValue = "Saved" } // expect: pipeline verdict=rewrite rule=notification_publisher_sink hazards=
            .store(in: &cancellables)
    }

    @MainActor func save() {
        center.post(name: .documentDidSave, object: nil)
    }
}

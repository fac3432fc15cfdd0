import AppKit
import Combine

final class LibraryStore: ObservableObject {
    @Published var selectedAlbum: String?
}

final class AlbumDetailViewController: NSViewController {
    private let store: LibraryStore
    private let titleField = NSTextField(labelWithString: "")
    private var cancellables = Set<AnyCancellable>()

    init(store: LibraryStore) {
        self.store = store
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        store.$selectedAlbum
            .compactMap { $0 }
            .receive(on: RunLoop.main)
            .sink { [weak self] title in self?.titleField.stringValue = title } // expect: pipeline source=published terminal=sink framework=combine ops=compactMap,receive context=mainActor type=AlbumDetailViewController function=viewDidLoad
            .store(in: &cancellables)
    }
}

import Combine
import Foundation

final class LibraryModel: ObservableObject {
    @Published var query = ""
    @Published var items: [String] = []
    @Published var filter = ""
    @Published var sortKey = "title"
    @Published private(set) var mirror: [String] = []
    @Published var pageSize = 20
    @Published var layout = "grid"
    @Published var density = 1
    let saves = PassthroughSubject<String, Never>()
    let deletes = PassthroughSubject<String, Never>()
    let renames = PassthroughSubject<String, Never>()
    let archives = PassthroughSubject<String, Never>()
    private(set) var visibleItems: [String] = []
    private(set) var lastSaved = ""
    private(set) var lastDeleted = ""
    private(set) var polls = 0
    private(set) var pageLabel = ""
    private var pollCancellable: AnyCancellable?
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .sink { self.search($0) } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .store(in: &cancellables)
        $items
            .map { $0.sorted() }
            .assign(to: \.visibleItems, on: self) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=strong_self_in_sink consumers=2
            .store(in: &cancellables)
        self.pollCancellable = Timer.publish(every: 30, on: .main, in: .common)
            .autoconnect()
            .sink { _ in self.polls += 1 } // expect: pipeline verdict=keep rule=timing_stream hazards=strong_self_in_sink
        saves
            .sink { [weak self] title in self?.lastSaved = title } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        deletes
            .sink { [unowned self] title in self.lastDeleted = title } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        // The inner `[weak self]` is evaluated when the inner closure is made, so the outer
        // closure, kept in `cancellables`, holds `self` strongly to make it.
        renames
            .sink { title in DispatchQueue.main.async { [weak self] in self?.lastSaved = title } } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .store(in: &cancellables)
        archives
            .sink { [weak self] title in DispatchQueue.main.async { [weak self] in self?.lastDeleted = title } } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        $filter
            .sink { print("filter:", $0) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        $items
            .assign(to: &$mirror) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
    }

    func loadOnce() {
        _ = Just(["Dune", "Emma"])
            .sink { self.items = $0 } // expect: pipeline verdict=rewrite rule=single_shot_sink hazards=
        let local = $sortKey
            .sink { self.apply(sortKey: $0) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        local.cancel()
        // Kept through a local: put in `cancellables` on the next line.
        let kept = $layout
            .sink { self.apply(sortKey: $0) } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
        cancellables.insert(kept)
        let stored = $density
            .sink { self.apply(sortKey: "\($0)") } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
        stored.store(in: &cancellables)
    }

    func pageSizeBinding() -> AnyCancellable {
        $pageSize
            .map { "\($0) per page" }
            .assign(to: \.pageLabel, on: self) // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
    }

    private func search(_ term: String) {}
    private func apply(sortKey: String) {}
}

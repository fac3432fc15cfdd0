import Combine
import Foundation

final class StationSearchModel: ObservableObject {
    @Published var query = ""
    @Published var sortOrder = "name"
    private(set) var stations: [String] = []
    private(set) var clockText = ""
    private(set) var bannerVisible = true
    private(set) var departures = Data()
    private var cancellables = Set<AnyCancellable>()

    init() {
        $query
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .removeDuplicates()
            .sink { [weak self] term in self?.search(term) } // expect: pipeline verdict=keep rule=timing_stream hazards=
            .store(in: &cancellables)
        Timer.publish(every: 60, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] now in self?.clockText = "\(now)" } // expect: pipeline verdict=keep rule=timing_stream hazards=
            .store(in: &cancellables)
        Just(false)
            .delay(for: .seconds(3), scheduler: DispatchQueue.main)
            .sink { [weak self] visible in self?.bannerVisible = visible } // expect: pipeline verdict=keep rule=timing_stream hazards= cadence=once
            .store(in: &cancellables)
        $sortOrder
            .receive(on: RunLoop.main)
            .sink { [weak self] order in self?.stations.sort { order == "name" ? $0 < $1 : $0 > $1 } } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }

    func loadDepartures(from url: URL) {
        URLSession.shared.dataTaskPublisher(for: url)
            .timeout(.seconds(10), scheduler: DispatchQueue.main)
            .map(\.data)
            .replaceError(with: Data())
            .sink { [weak self] data in self?.departures = data } // expect: pipeline verdict=keep rule=timing_stream hazards=
            .store(in: &cancellables)
    }

    private func search(_ term: String) {
        stations = ["Central", "North", "Harbour"].filter { $0.hasPrefix(term) }
    }
}

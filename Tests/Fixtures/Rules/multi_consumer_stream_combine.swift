import Combine
import Foundation

final class DownloadProgress: ObservableObject {
    @Published private(set) var fraction: Double = 0
    @Published private(set) var status = "Waiting"

    func update(received: Int64, of total: Int64) {
        fraction = total == 0 ? 0 : Double(received) / Double(total)
        status = received < total ? "Downloading" : "Done"
    }
}

final class DownloadScreenModel {
    private(set) var percentText = ""
    private(set) var isComplete = false
    private(set) var statusText = ""
    private(set) var manifestSize = 0
    private(set) var manifest = Data()
    private var cancellables = Set<AnyCancellable>()

    init(progress: DownloadProgress) {
        progress.$fraction
            .map { "\(Int($0 * 100))%" }
            .sink { [weak self] text in self?.percentText = text } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
            .store(in: &cancellables)
        progress.$fraction
            .map { $0 >= 1 }
            .removeDuplicates()
            .sink { [weak self] done in self?.isComplete = done } // expect: pipeline verdict=keep rule=multi_consumer_stream hazards= consumers=2
            .store(in: &cancellables)
        progress.$status
            .sink { [weak self] status in self?.statusText = status } // expect: pipeline verdict=keep rule=continuous_stream hazards= consumers=1
            .store(in: &cancellables)
    }

    func fetchManifest(from url: URL) {
        let shared = URLSession.shared.dataTaskPublisher(for: url)
            .map(\.data)
            .replaceError(with: Data())
            .share()
        shared.map(\.count).sink { [weak self] size in self?.manifestSize = size }.store(in: &cancellables) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
        shared.sink { [weak self] data in self?.manifest = data }.store(in: &cancellables) // expect: pipeline verdict=keep rule=multi_consumer_stream hazards=
    }
}

// `share()` with one subscriber in the module shares with nobody: the timer decides.
final class HeartbeatMonitor {
    let beats = Timer.publish(every: 5, on: .main, in: .common).autoconnect().share()
    private(set) var lastBeat = Date.distantPast
    private var cancellables = Set<AnyCancellable>()

    func start() {
        beats.sink { [weak self] date in self?.lastBeat = date }.store(in: &cancellables) // expect: pipeline verdict=keep rule=timing_stream hazards=
    }
}

import AVFoundation
import Combine
import Foundation

final class PlaybackMonitor: ObservableObject {
    @Published var isOnline = true
    let skips = PassthroughSubject<Int, Never>()
    private let player: AVPlayer
    private(set) var status = ""
    private(set) var skipped = 0
    private(set) var banner = ""
    private var cancellables = Set<AnyCancellable>()

    init(player: AVPlayer) {
        self.player = player
        player.publisher(for: \.timeControlStatus)
            .map { $0 == .playing ? "Playing" : "Paused" }
            .sink { [weak self] text in self?.status = text } // expect: pipeline verdict=keep rule=continuous_stream hazards= cadence=stream
            .store(in: &cancellables)
        skips
            .sink { [weak self] count in self?.skipped += count } // expect: pipeline verdict=keep rule=continuous_stream hazards= consumers=1
            .store(in: &cancellables)
        $isOnline
            .removeDuplicates()
            .sink { [weak self] online in self?.banner = online ? "" : "Offline" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        ["intro", "verse", "chorus"].publisher
            .sink { print("section:", $0) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}

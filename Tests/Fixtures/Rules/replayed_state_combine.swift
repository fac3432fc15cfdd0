import Combine
import Foundation

final class PlayerSettings {
    let volume = CurrentValueSubject<Float, Never>(0.8)
    let playbackRate = CurrentValueSubject<Double, Never>(1.0)
    func change(volume: Float, rate: Double) {
        self.volume.send(volume)
        playbackRate.value = rate
    }
    let skips = PassthroughSubject<Void, Never>()
}

final class PlayerControlsModel: ObservableObject {
    @Published var isExpanded = false
    private(set) var volumeText = ""
    private(set) var rateText = ""
    private(set) var skipCount = 0
    private(set) var layout = "compact"
    private var cancellables = Set<AnyCancellable>()

    init(settings: PlayerSettings) {
        settings.volume
            .map { "\(Int($0 * 100))%" }
            .sink { [weak self] text in self?.volumeText = text } // expect: pipeline verdict=keep rule=replayed_state hazards= cadence=stream
            .store(in: &cancellables)
        settings.playbackRate
            .debounce(for: .milliseconds(200), scheduler: DispatchQueue.main)
            .sink { [weak self] rate in self?.rateText = "\(rate)×" } // expect: pipeline verdict=keep rule=replayed_state hazards=
            .store(in: &cancellables)
        settings.skips
            .sink { [weak self] in self?.skipCount += 1 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        $isExpanded
            .sink { [weak self] expanded in self?.layout = expanded ? "full" : "compact" } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
    }
}

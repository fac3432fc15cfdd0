import Combine
import Foundation

final class BatteryMonitor {
    let level = CurrentValueSubject<Float, Never>(1.0)
    func batteryDidChange(to value: Float) { level.send(value) }
    private var cancellables = Set<AnyCancellable>()
    private(set) var warning = ""

    func startWarnings() {
        Task { @MainActor [weak self] in
            guard let self else { return }
            self.level
                .filter { $0 < 0.2 }
                .sink { [weak self] level in self?.warning = "Battery at \(Int(level * 100))%" } // expect: pipeline source=currentValueSubject terminal=sink framework=combine ops=filter context=mainActor type=BatteryMonitor function=startWarnings
                .store(in: &self.cancellables)
        }
        DispatchQueue.global().async { [weak self] in
            guard let self else { return }
            self.level.sink { print("level \($0)") }.store(in: &self.cancellables) // expect: pipeline source=currentValueSubject terminal=sink framework=combine ops= context=none type=BatteryMonitor function=startWarnings
        }
    }
}

import Combine
import Foundation

final class ConnectivityBanner {
    let reachability = CurrentValueSubject<Bool, Never>(true)
    func pathDidChange(isReachable: Bool) { reachability.send(isReachable) }
    private var cancellables = Set<AnyCancellable>()
    var bannerText = ""

    @MainActor
    func attachToUI() {
        reachability
            .removeDuplicates()
            .sink { [weak self] online in self?.bannerText = online ? "" : "You are offline" } // expect: pipeline source=currentValueSubject terminal=sink framework=combine ops=removeDuplicates context=mainActor type=ConnectivityBanner function=attachToUI
            .store(in: &cancellables)
    }

    func attachLogger() {
        reachability
            .dropFirst()
            .sink { online in print("reachability changed: \(online)") } // expect: pipeline source=currentValueSubject terminal=sink framework=combine ops=dropFirst context=none type=ConnectivityBanner function=attachLogger
            .store(in: &cancellables)
    }
}

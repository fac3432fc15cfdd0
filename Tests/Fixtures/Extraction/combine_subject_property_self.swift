import Combine

enum CartEvent {
    case added(String)
    case removed(String)
}

final class CartAnalytics {
    let events = PassthroughSubject<CartEvent, Never>()
    private var bag = Set<AnyCancellable>()
    private var log: [String] = []

    func startLogging() {
        self.events
            .compactMap { event -> String? in
                if case let .added(sku) = event { return sku }
                return nil
            }
            .sink { [weak self] sku in self?.log.append("added \(sku)") } // expect: pipeline source=subject terminal=sink framework=combine ops=compactMap context=none type=CartAnalytics function=startLogging
            .store(in: &bag)
    }

    func startCounting() {
        events.filter { if case .removed = $0 { return true } else { return false } }.sink { _ in print("removed") }.store(in: &bag) // expect: pipeline source=subject terminal=sink framework=combine ops=filter context=none type=CartAnalytics function=startCounting
    }
}

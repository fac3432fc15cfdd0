import Combine

final class StockTicker {
    let prices = PassthroughSubject<Double, Never>()
    private(set) var last: Double = 0
    private(set) var history: [Double] = []
    private var cancellables = Set<AnyCancellable>()

    func start() {
        prices
            .sink { [weak self] price in
                guard let self else { return }
                self.last = price
                self.history.append(price)
            }
            .store(in: &cancellables)
        prices.sink { [weak self] in guard let self else { return }; self.last = $0 }.store(in: &cancellables)
    }
}

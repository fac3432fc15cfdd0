import Combine

final class StockTicker {
    let prices = PassthroughSubject<Double, Never>()
    private(set) var last: Double = 0
    private(set) var history: [Double] = []
    private var cancellables = Set<AnyCancellable>()

    func start() {
        prices
            .sink { price in
                self.last = price
                self.history.append(price)
            }
            .store(in: &cancellables)
        prices.sink { self.last = $0 }.store(in: &cancellables)
    }
}

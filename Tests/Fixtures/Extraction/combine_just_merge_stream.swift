import Combine
import Foundation

final class FeedRefresher {
    let pullToRefresh = PassthroughSubject<Date, Never>()
    private var cancellables = Set<AnyCancellable>()

    func start(reload: @escaping (Date) -> Void) {
        Just(Date())
            .merge(with: pullToRefresh)
            .throttle(for: .seconds(2), scheduler: DispatchQueue.main, latest: true)
            .sink { date in reload(date) } // expect: pipeline source=just terminal=sink framework=combine ops=merge,throttle context=none type=FeedRefresher function=start
            .store(in: &cancellables)
    }
}

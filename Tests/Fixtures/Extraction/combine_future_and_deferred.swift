import Combine
import Foundation

final class ThumbnailCache {
    private var bag = Set<AnyCancellable>()
    private var storage: [URL: Data] = [:]

    func warmUp(url: URL) {
        Future<Data, Error> { promise in
            DispatchQueue.global().async {
                promise(Result { try Data(contentsOf: url) })
            }
        }
        .sink(receiveCompletion: { _ in }, receiveValue: { [weak self] data in self?.storage[url] = data }) // expect: pipeline source=future terminal=sink framework=combine ops= context=none type=ThumbnailCache function=warmUp
        .store(in: &bag)
    }

    func prefetchLazily(url: URL) {
        Deferred {
            Future<Data, Error> { promise in
                promise(Result { try Data(contentsOf: url) })
            }
        }
        .retry(2)
        .replaceError(with: Data())
        .sink { [weak self] data in self?.storage[url] = data } // expect: pipeline source=deferred terminal=sink framework=combine ops=retry,replaceError context=none type=ThumbnailCache function=prefetchLazily
        .store(in: &bag)
    }
}

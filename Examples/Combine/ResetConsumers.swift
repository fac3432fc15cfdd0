// Migration question: the three listeners of SessionResetBus — each is one consumer
// of a shared upstream, so the bus as a whole is multi-consumer.
import Combine
import Foundation

struct CartLine: Hashable {
    let productID: Int
    var quantity: Int
}

@MainActor
final class CartStore: ObservableObject {
    @Published private(set) var lines: [CartLine] = []
    private var cancellables = Set<AnyCancellable>()

    init(resetBus: SessionResetBus) {
        resetBus.resets
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in
                self?.lines.removeAll()
            }
            .store(in: &cancellables)
    }

    func add(productID: Int) {
        if let index = lines.firstIndex(where: { $0.productID == productID }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(productID: productID, quantity: 1))
        }
    }
}

final class ProfileCache {
    private let storage = NSCache<NSString, NSData>()
    private var cancellables = Set<AnyCancellable>()

    init(resetBus: SessionResetBus) {
        // NSCache is thread-safe, so no scheduler hop is needed here.
        resetBus.resets
            .sink { [weak self] _ in
                self?.storage.removeAllObjects()
            }
            .store(in: &cancellables)
    }

    func store(_ data: Data, for userID: String) {
        storage.setObject(data as NSData, forKey: userID as NSString)
    }
}

final class AnalyticsTracker {
    private let queue = DispatchQueue(label: "com.shoply.analytics")
    private var anonymousID = UUID()
    private var cancellables = Set<AnyCancellable>()

    init(resetBus: SessionResetBus) {
        // All tracker state is confined to `queue`.
        resetBus.resets
            .receive(on: queue)
            .sink { [weak self] _ in
                self?.anonymousID = UUID()
            }
            .store(in: &cancellables)
    }

    func track(_ event: String) {
        queue.async { [weak self] in
            guard let self else { return }
            print("[analytics] \(self.anonymousID) \(event)")
        }
    }
}

import Combine
import Foundation

extension Notification.Name {
    static let catalogDidChange = Notification.Name("catalogDidChange")
}

@MainActor
final class CatalogScreenModel {
    private(set) var reloads = 0
    private var cancellables = Set<AnyCancellable>()
    private var observation: AnyCancellable?

    func start() {
        NotificationCenter.default.publisher(for: .catalogDidChange)
            .sink { [weak self] notification in
                // Reload only once the catalog has settled.
                self?.reloads += 1
            }
            .store(in: &cancellables)
    }

    func watchOne(object: AnyObject) {
        observation = NotificationCenter.default.publisher(for: .catalogDidChange, object: object)
            .compactMap { $0.userInfo?["sku"] as? String }
            .sink { [weak self] in self?.reload(sku: $0) }
    }

    private func reload(sku: String) {
        reloads += 1
    }
}

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
        let catalogDidChangeTask = Task { [weak self] in
            for await notification in NotificationCenter.default.notifications(named: .catalogDidChange) {
                // Reload only once the catalog has settled.
                self?.reloads += 1
            }
        }
        AnyCancellable { catalogDidChangeTask.cancel() }.store(in: &cancellables)
    }

    func watchOne(object: AnyObject) {
        let catalogDidChangeTask = Task { [weak self] in
            for await value in NotificationCenter.default.notifications(named: .catalogDidChange, object: object).compactMap({ $0.userInfo?["sku"] as? String }) {
                self?.reload(sku: value)
            }
        }
        observation = AnyCancellable { catalogDidChangeTask.cancel() }
    }

    private func reload(sku: String) {
        reloads += 1
    }
}

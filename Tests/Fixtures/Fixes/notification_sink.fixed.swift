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
        let catalogDidChangeNotifications = NotificationCenter.default.notifications(named: .catalogDidChange).makeAsyncIterator()
        let catalogDidChangeTask = Task { [weak self] in
            var iterator = catalogDidChangeNotifications
            while let notification = await iterator.next() {
                guard !Task.isCancelled else { break }
                // Reload only once the catalog has settled.
                self?.reloads += 1
            }
        }
        AnyCancellable { catalogDidChangeTask.cancel() }.store(in: &cancellables)
    }

    func watchOne(object: AnyObject) {
        let catalogDidChangeNotifications = NotificationCenter.default.notifications(named: .catalogDidChange, object: object).compactMap({ $0.userInfo?["sku"] as? String }).makeAsyncIterator()
        let catalogDidChangeTask = Task { [weak self] in
            var iterator = catalogDidChangeNotifications
            while let value = await iterator.next() {
                guard !Task.isCancelled else { break }
                self?.reload(sku: value)
            }
        }
        observation = AnyCancellable { catalogDidChangeTask.cancel() }
    }

    private func reload(sku: String) {
        reloads += 1
    }
}

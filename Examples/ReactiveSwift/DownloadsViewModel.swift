// Migration question: ReactiveSwift — replayed state (keep), one-shot producers (rewrite), a pipe with two observers (keep).
import Foundation
import ReactiveSwift

struct InvoiceDownload: Equatable, Codable {
    let id: String
    let title: String
    let url: URL
}

final class InvoiceDownloader {
    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func request(_ url: URL) -> SignalProducer<Data, Error> {
        SignalProducer { [session] observer, lifetime in
            let task = session.dataTask(with: url) { data, _, error in
                if let error {
                    observer.send(error: error)
                    return
                }
                observer.send(value: data ?? Data())
                observer.sendCompleted()
            }
            // Interrupting the producer (the user leaves the screen) cancels the transfer.
            lifetime.observeEnded { task.cancel() }
            task.resume()
        }
    }
}

final class DownloadsViewModel {
    let items = MutableProperty<[InvoiceDownload]>([])
    let progress = MutableProperty<Double>(0)
    let title: Property<String>
    /// One event per saved invoice; the screen and the receipts log both listen.
    let completed: Signal<InvoiceDownload, Never>

    /// Mirrors `progress` for the system (Files app / app switcher).
    let systemProgress = Progress(totalUnitCount: 100)

    private let completedObserver: Signal<InvoiceDownload, Never>.Observer
    private let downloader: InvoiceDownloader
    private let cachedItems: [InvoiceDownload]
    private let (lifetime, token) = Lifetime.make()

    init(downloader: InvoiceDownloader, cachedItems: [InvoiceDownload]) {
        self.downloader = downloader
        self.cachedItems = cachedItems
        (completed, completedObserver) = Signal<InvoiceDownload, Never>.pipe()
        title = progress.map { value in
            value >= 1 ? "All invoices saved" : "Saving invoices… \(Int(value * 100))%"
        }

        progress.producer
            .skipRepeats()
            .take(during: lifetime)
            .startWithValues { [systemProgress] value in
                systemProgress.completedUnitCount = Int64(value * 100)
            }

        completed
            .take(during: lifetime)
            .observeValues { item in
                print("[receipts] saved invoice \(item.id)")
            }
    }

    func loadCached() {
        // The cache used to be read asynchronously; today it is already in memory.
        SignalProducer(value: cachedItems)
            .startWithValues { [weak self] cached in
                self?.items.value = cached
            }
    }

    func downloadAll() {
        let pending = items.value
        guard !pending.isEmpty else { return }
        var finished = 0
        progress.value = 0

        for item in pending {
            downloader.request(item.url)
                .observe(on: UIScheduler())
                .take(during: lifetime)
                .startWithResult { [weak self] result in
                    guard let self, case .success = result else { return }
                    finished += 1
                    self.progress.value = Double(finished) / Double(pending.count)
                    self.completedObserver.send(value: item)
                }
        }
    }
}

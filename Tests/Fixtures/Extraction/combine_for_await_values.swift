import Combine
import Foundation

final class DownloadStore: ObservableObject {
    @Published var progress: Double = 0
}

@MainActor
final class DownloadBadge {
    private let store: DownloadStore
    private(set) var label = ""

    init(store: DownloadStore) {
        self.store = store
    }

    func track() async {
        for await fraction in store.$progress.values { // expect: pipeline source=published terminal=values framework=combine ops= context=mainActor type=DownloadBadge function=track
            label = "\(Int(fraction * 100))%"
            if fraction >= 1 { break }
        }
    }
}

import ReactiveSwift

final class SyncStatusViewModel {
    let isSyncing = MutableProperty(false)
    let pendingChanges = MutableProperty<Int>(0)
    func didQueue(_ count: Int) {
        isSyncing.value = true
        pendingChanges.value += count
    }
    private(set) var statusText = ""

    init() {
        isSyncing.producer
            .skipRepeats()
            .startWithValues { [weak self] syncing in // expect: pipeline source=property terminal=startWithValues framework=reactiveswift ops=skipRepeats context=none type=SyncStatusViewModel function=init
                self?.statusText = syncing ? "Syncing…" : "Up to date"
            }

        self.pendingChanges.signal
            .filter { $0 > 0 }
            .observeValues { count in print("\(count) changes pending") } // expect: pipeline source=property terminal=observeValues framework=reactiveswift ops=filter context=none type=SyncStatusViewModel function=init
    }
}

import Foundation

// No `import Combine` here: `values` comes with the publisher the storage declares.
@MainActor
final class MembershipViewModel {
    private let storage: MembershipStorage
    private(set) var status = ""

    init(storage: MembershipStorage) {
        self.storage = storage
    }

    func observeStatus() async {
        for await value in storage.statusPublisher(for: "me").values { // expect: pipeline verdict=keep rule=replayed_state hazards=
            status = value
        }
    }
}

import ReactiveSwift

// A function whose returned chain takes one value from a stream answers once, even when the
// stream is the module's own observation and the caller sees only the function's name.

struct Group {
    var id: String
    var leaderID: String
}

final class GroupStore {
    let (changes, changesObserver) = Signal<Group, Never>.pipe()
    let (leaderChanges, leaderChangesObserver) = Signal<String, Never>.pipe()

    func observeGroup(id: String) -> SignalProducer<Group?, Never> {
        SignalProducer(changes).filter { $0.id == id }.map { Optional($0) }
    }

    func save(_ group: Group) {
        changesObserver.send(value: group)
        leaderChangesObserver.send(value: group.leaderID)
    }
}

final class GroupRepository {
    private let store = GroupStore()

    func transferLeadership(groupID: String, to userID: String) -> SignalProducer<Group?, Never> { // expect: finding rule=one_shot_publisher_api
        store.observeGroup(id: groupID).take(first: 1)
            .skipNil()
            .map { group in Group(id: group.id, leaderID: userID) }
            .flatMap(.latest) { group in SignalProducer<Group?, Never>(value: group) }
    }

    func watchLeadership() -> SignalProducer<String, Never> {
        SignalProducer(store.leaderChanges).skip(first: 1)
    }
}

final class GroupScreen {
    private let repository = GroupRepository()
    private(set) var leaderID: String?

    func transfer(to userID: String) {
        repository.transferLeadership(groupID: "party", to: userID)
            .startWithValues { [weak self] group in self?.leaderID = group?.leaderID } // expect: pipeline verdict=rewrite rule=single_shot_sink cadence=once hazards=
    }

    func watch() {
        repository.watchLeadership()
            .startWithValues { [weak self] leaderID in self?.leaderID = leaderID } // expect: pipeline verdict=keep rule=continuous_stream cadence=stream hazards=
    }
}

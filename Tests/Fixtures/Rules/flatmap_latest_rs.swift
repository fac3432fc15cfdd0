import ReactiveSwift

final class BlockMemberCall {
    let objectSignal: Signal<String, Never>

    init(id: String) {
        let (signal, observer) = Signal<String, Never>.pipe()
        objectSignal = signal.take(first: 1)
        observer.send(value: id)
    }
}

final class ProfileRepository {
    let currentUserID = MutableProperty<String?>(nil)
    func signIn(as id: String) { currentUserID.value = id }

    func user(_ id: String) -> SignalProducer<String, Never> { SignalProducer(value: id) } // expect: finding rule=one_shot_publisher_api

    /// `flatMap(.latest)` after a request that answers once is "then": still one value.
    func block(_ id: String) -> SignalProducer<String, Never> { // expect: finding rule=one_shot_publisher_api
        SignalProducer(BlockMemberCall(id: id).objectSignal).flatMap(.latest) { [weak self] _ in
            self?.user(id) ?? SignalProducer.empty
        }
    }
}

final class ProfileScreen {
    let repository = ProfileRepository()

    func blockTapped(_ id: String) {
        repository.block(id).startWithValues { print($0) } // expect: pipeline verdict=rewrite rule=single_shot_sink
    }

    /// The latest user of a property that keeps changing: a stream.
    func watchUser() {
        repository.currentUserID.producer.skipNil().flatMap(.latest) { [repository] id in repository.user(id) }
            .startWithValues { print($0) } // expect: pipeline verdict=keep rule=replayed_state
    }
}

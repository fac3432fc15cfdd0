import ReactorKit
import RxSwift

// Its `reduce` is in an extension in VoteItem+Reduce.swift, a file with no reactive word.
final class VoteItem: Reactor {
    enum Action {
        case vote
    }

    struct State {
        var votes = 0
    }

    let initialState = State()

    func mutate(action: Action) -> Observable<Action> {
        .just(action)
    }
}

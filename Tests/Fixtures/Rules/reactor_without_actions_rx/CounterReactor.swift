import ReactorKit
import RxSwift

final class CounterReactor: Reactor {
    enum Action {
        case increase
    }

    struct State {
        var value = 0
        @Pulse var alert: String?
    }

    let initialState = State()

    func reduce(state: State, mutation: Action) -> State {
        State(value: state.value + 1)
    }
}

import ReactorKit

// Empty `Action` and `Mutation` enums and no `reduce`: the state is `initialState` for good.
final class CoverItem: Reactor {
    enum Action {}
    enum Mutation {}

    struct State {
        var caption: String
    }

    let initialState: State

    init(caption: String) {
        initialState = State(caption: caption)
    }
}

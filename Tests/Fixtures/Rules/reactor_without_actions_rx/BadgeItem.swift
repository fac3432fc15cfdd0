import ReactorKit

// Takes no actions: nothing can change its state after `initialState`.
final class BadgeItem: Reactor {
    typealias Action = NoAction

    struct State {
        var title: String
        var count: Int
        @Pulse var banner: String = ""
    }

    let initialState: State

    init(title: String, count: Int) {
        initialState = State(title: title, count: count)
    }
}

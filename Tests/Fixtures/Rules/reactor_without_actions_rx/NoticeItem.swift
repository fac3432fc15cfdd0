import ReactorKit

// Takes no actions, and holds no reactive word: the view reads it only through `pulse`.
final class NoticeItem: Reactor {
    typealias Action = NoAction

    struct State {
        @Pulse var notice: String
    }

    let initialState: State

    init(notice: String) {
        initialState = State(notice: notice)
    }
}

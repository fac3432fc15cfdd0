import ReactorKit
import RxSwift

// Takes actions, but only for their side effects: without a `reduce`, ReactorKit's default
// returns the state unchanged.
final class ShareItem: Reactor {
    enum Action {
        case share
    }

    struct State {
        let title: String
    }

    let initialState: State
    private let sharing: (String) -> Void

    init(title: String, sharing: @escaping (String) -> Void) {
        initialState = State(title: title)
        self.sharing = sharing
    }

    func mutate(action: Action) -> Observable<Action> {
        sharing(currentState.title)
        return .empty()
    }
}

import Foundation
import ReactorKit
import RxSwift

// Takes no actions either, but folds a timer into its state.
final class ClockItem: Reactor {
    typealias Action = NoAction
    typealias Mutation = Date

    struct State {
        var now = Date()
    }

    let initialState = State()

    func transform(mutation: Observable<Mutation>) -> Observable<Mutation> {
        Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).map { _ in Date() }
    }

    func reduce(state: State, mutation: Mutation) -> State {
        State(now: mutation)
    }
}

extension VoteItem {
    func reduce(state: State, mutation: Action) -> State {
        State(votes: state.votes + 1)
    }
}

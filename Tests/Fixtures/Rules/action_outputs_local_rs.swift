import ReactiveSwift

enum SearchState { case idle, results([String]), failed }

// An Action held in a local: every execution sends its `values` (or `errors`) again, and
// `isExecuting` is a property that changes with each one.
final class SearchModel {
    let results = MutableProperty(SearchState.idle)
    let busy = MutableProperty(false)

    func bind(search: @escaping (String) -> SignalProducer<[String], Error>) {
        let action = Action { (term: String) in search(term) }
        results <~ action.values.map { SearchState.results($0) } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        results <~ action.errors.map { _ in SearchState.failed } // expect: pipeline verdict=keep rule=continuous_stream hazards=
        busy <~ action.isExecuting // expect: pipeline verdict=keep rule=continuous_stream hazards=
    }
}

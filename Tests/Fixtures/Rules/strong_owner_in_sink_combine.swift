import Combine
import UIKit

final class CartViewModel {
    var title = ""
    var count = 0
    var cancellables = Set<AnyCancellable>()
    var bag = Set<AnyCancellable>()
}

/// Retain cycles through an object other than `self`: the subscription is kept in the bag of the
/// object its closure (or `assign(to:on:)`) holds strongly.
final class CartController {
    let model = CartViewModel()
    private var cancellables = Set<AnyCancellable>()

    func bind(counts: AnyPublisher<Int, Never>, titles: AnyPublisher<String, Never>) {
        let viewModel = model
        titles
            .assign(to: \.title, on: viewModel) // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .store(in: &viewModel.bag)
        counts
            .sink { count in viewModel.count = count } // expect: pipeline verdict=keep rule=continuous_stream hazards=strong_self_in_sink
            .store(in: &viewModel.cancellables)
        // Weakly held: no cycle.
        counts
            .sink { [weak viewModel] count in viewModel?.count = count } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &viewModel.cancellables)
        // Kept by another object than the one captured: no cycle through it.
        titles
            .sink { title in viewModel.title = title } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &cancellables)
        // A value of the closure's own, not a capture.
        counts
            .map { [viewModel] count in (viewModel, count) }
            .sink { pair in pair.0.count = pair.1 } // expect: pipeline verdict=keep rule=continuous_stream hazards=
            .store(in: &viewModel.cancellables)
    }
}

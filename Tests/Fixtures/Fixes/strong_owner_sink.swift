import Combine

final class CartViewModel {
    var count = 0
    var cancellables = Set<AnyCancellable>()
}

final class CartController {
    func bind(counts: AnyPublisher<Int, Never>, viewModel: CartViewModel) {
        counts
            .sink { count in viewModel.count = count }
            .store(in: &viewModel.cancellables)
        counts
            .sink { [viewModel] count in
                viewModel.count += count
            }
            .store(in: &viewModel.cancellables)
    }
}
